// The server's own messages in Hindi, keyed by their exact English text. Both sides read this:
// the server answers in Hindi when asked (Accept-Language: hi) and the admin translates its own
// form rules, which share these texts (schema/userMessages.ts), through the same table.

/** Fixed messages: English text -> Hindi. */
export const HINDI_MESSAGES: Readonly<Record<string, string>> = {
  // server/http/errors.ts (MESSAGES) and the shared error machinery
  'Not Found.': 'नहीं मिला।',
  'Unauthenticated.': 'साइन इन नहीं है।',
  'This action is unauthorized.': 'आपको यह करने की अनुमति नहीं है।',
  'The request body is not valid JSON.': 'अनुरोध की सामग्री मान्य JSON नहीं है।',
  'Unsupported content type.': 'यह सामग्री प्रकार (content type) समर्थित नहीं है।',
  'The request is too large.': 'अनुरोध बहुत बड़ा है।',
  'The request holds a value the server cannot use.': 'अनुरोध में ऐसा मान है जिसका सर्वर उपयोग नहीं कर सकता।',
  'The request took too long. Please try again, or narrow the search.':
    'अनुरोध में बहुत अधिक समय लगा। कृपया फिर से प्रयास करें, या खोज को सीमित करें।',
  'Something went wrong!': 'कुछ गलत हो गया!',
  'The request cannot be served as sent.': 'भेजे गए रूप में इस अनुरोध को पूरा नहीं किया जा सकता।',
  'The file does not match the condition of the request.': 'फ़ाइल अनुरोध की शर्त से मेल नहीं खाती।',
  'The requested range is outside the file.': 'माँगा गया हिस्सा (range) फ़ाइल के बाहर है।',
  'The given data was invalid.': 'दिया गया डेटा अमान्य है।',
  'Database unavailable.': 'डेटाबेस उपलब्ध नहीं है।',
  'The server is busy. Please try again in a few seconds.': 'सर्वर अभी व्यस्त है। कृपया कुछ सेकंड बाद फिर से प्रयास करें।',
  'The server is shutting down. Please try again in a few seconds.': 'सर्वर बंद हो रहा है। कृपया कुछ सेकंड बाद फिर से प्रयास करें।',
  'The database is not yet migrated to this version of the server.': 'डेटाबेस अभी सर्वर के इस संस्करण के अनुसार माइग्रेट नहीं हुआ है।',

  // schema/version.ts (VERSION_MESSAGES: a save from a stale read)
  'Someone else changed this record after you opened it.': 'आपके खोलने के बाद किसी और ने यह रिकॉर्ड बदल दिया।',
  'The updated at must be a valid date and time.': 'updated at एक मान्य तारीख और समय होना चाहिए।',

  // server/http/multipart.ts, textGuard.ts, server/uploads/images.ts
  'The multipart body is malformed.': 'मल्टीपार्ट अनुरोध की सामग्री सही रूप में नहीं है।',
  'The request body must be an object.': 'अनुरोध की सामग्री एक ऑब्जेक्ट होनी चाहिए।',
  'This field contains a character that is not allowed (a null character or broken unicode).':
    'इस फ़ील्ड में ऐसा अक्षर है जिसकी अनुमति नहीं है (null अक्षर या टूटा हुआ यूनिकोड)।',
  'The image must be a JPEG, PNG, GIF or WebP picture.': 'तस्वीर JPEG, PNG, GIF या WebP होनी चाहिए।',
  'The image may not be greater than 500 KB.': 'तस्वीर 500 KB से बड़ी नहीं हो सकती।',
  'The image may be at most 8000 pixels wide or high and 25 megapixels in all.':
    'तस्वीर अधिकतम 8000 पिक्सेल चौड़ी या ऊँची और कुल 25 मेगापिक्सेल तक हो सकती है।',
  'No file is expected here.': 'यहाँ किसी फ़ाइल की आवश्यकता नहीं है।',

  // schema/text.ts (names and free text, on the server and in the forms)
  'This field contains an invisible control character (such as a right-to-left override) that is not allowed.':
    'इस फ़ील्ड में ऐसा अदृश्य नियंत्रण अक्षर है जिसकी अनुमति नहीं है (जैसे दाएँ-से-बाएँ ओवरराइड)।',
  'This field contains an invisible character (such as a zero-width space) that is not allowed here.':
    'इस फ़ील्ड में एक अदृश्य अक्षर (जैसे शून्य-चौड़ाई स्पेस) है, जिसकी यहाँ अनुमति नहीं है।',
  'This field must be text.': 'यह फ़ील्ड टेक्स्ट होना चाहिए।',
  'This field must be one line, without line breaks or tabs.': 'यह फ़ील्ड एक ही पंक्ति में होना चाहिए, बिना नई पंक्ति या टैब के।',

  // server/http/bulk.ts
  'Each id must be a valid id.': 'हर आईडी मान्य होनी चाहिए।',
  'The ids must be a list of ids.': 'ids में आईडी की सूची होनी चाहिए।',
  'Select at least one row.': 'कृपया कम से कम एक पंक्ति चुनें।',

  // server/registry/* (lists, the entity routes and their checks)
  'The id must be a valid id.': 'आईडी मान्य होनी चाहिए।',
  'The cursor is not valid.': 'कर्सर मान्य नहीं है।',
  'The page must be a whole number.': 'पेज एक पूर्ण संख्या होनी चाहिए।',
  'The page must be at least 1.': 'पेज कम से कम 1 होना चाहिए।',
  'The page is too large.': 'पेज संख्या बहुत बड़ी है।',
  'The per page must be a whole number.': 'प्रति पेज संख्या एक पूर्ण संख्या होनी चाहिए।',
  'The search must be text.': 'खोज टेक्स्ट में होनी चाहिए।',
  'The search may not be greater than 200 characters.': 'खोज 200 अक्षरों से अधिक नहीं हो सकती।',
  'The sort must be the name of a column.': 'क्रम (sort) किसी कॉलम का नाम होना चाहिए।',
  'This record is protected and cannot be deleted.': 'यह रिकॉर्ड सुरक्षित है और हटाया नहीं जा सकता।',
  'This record already exists.': 'यह रिकॉर्ड पहले से मौजूद है।',
  'This record is in use and cannot be deleted.': 'यह रिकॉर्ड उपयोग में है और हटाया नहीं जा सकता।',
  'The category_id must be a valid id.': 'श्रेणी की आईडी (category_id) मान्य होनी चाहिए।',
  'The country_id must be a valid id.': 'देश की आईडी (country_id) मान्य होनी चाहिए।',
  'The state_id must be a valid id.': 'राज्य की आईडी (state_id) मान्य होनी चाहिए।',
  'The selected category is invalid.': 'चुनी गई श्रेणी अमान्य है।',
  'The selected sub category is invalid.': 'चुनी गई उप-श्रेणी अमान्य है।',
  'The selected country is invalid.': 'चुना गया देश अमान्य है।',
  'The selected state is invalid.': 'चुना गया राज्य अमान्य है।',
  'The selected unit is invalid.': 'चुनी गई इकाई अमान्य है।',
  'The selected tax is invalid.': 'चुना गया कर अमान्य है।',
  'The selected user is invalid.': 'चुना गया उपयोगकर्ता अमान्य है।',
  'The selected role is invalid.': 'चुनी गई भूमिका अमान्य है।',
  'The selected account type is invalid.': 'चुना गया खाता प्रकार अमान्य है।',
  'The selected gender is invalid.': 'चुना गया लिंग अमान्य है।',
  'The selected is type is invalid.': 'चुना गया भूमिका प्रकार अमान्य है।',

  // schema/owner.ts: the owner staff choose for a product or labour listing, and the seller lookup
  'A product must belong to a Vendor account.': 'उत्पाद किसी विक्रेता (Vendor) खाते का ही हो सकता है।',
  'A labour listing must belong to a Labor or Vendor account.': 'श्रमिक सूची किसी श्रमिक (Labor) या विक्रेता (Vendor) खाते की ही हो सकती है।',
  'The record kind must be product or labour.': 'रिकॉर्ड का प्रकार product या labour होना चाहिए।',
  'The search must be text of at most 100 characters.': 'खोज अधिकतम 100 अक्षरों का टेक्स्ट होनी चाहिए।',
  'The selected state does not belong to the selected country.': 'चुना गया राज्य चुने गए देश का नहीं है।',
  'This sub category is in use, so its category cannot be changed.': 'यह उप-श्रेणी उपयोग में है, इसलिए इसकी श्रेणी बदली नहीं जा सकती।',
  'This state is in use, so its country cannot be changed.': 'यह राज्य उपयोग में है, इसलिए इसका देश बदला नहीं जा सकता।',
  'This city is in use, so its country cannot be changed.': 'यह शहर उपयोग में है, इसलिए इसका देश बदला नहीं जा सकता।',
  'This city is in use, so its state cannot be changed.': 'यह शहर उपयोग में है, इसलिए इसका राज्य बदला नहीं जा सकता।',
  'This tax is in use, so its tax percentage cannot be changed.': 'यह कर उपयोग में है, इसलिए इसका कर प्रतिशत बदला नहीं जा सकता।',
  'This category is named in orders and cannot be deleted.': 'यह श्रेणी ऑर्डर में दर्ज है और हटाई नहीं जा सकती।',
  'This sub category is named in orders and cannot be deleted.': 'यह उप-श्रेणी ऑर्डर में दर्ज है और हटाई नहीं जा सकती।',
  'The selected sub category does not belong to the selected category.': 'चुनी गई उप-श्रेणी चुनी गई श्रेणी की नहीं है।',

  // schema/registry.ts field rules and the entity declarations' field messages
  'Name is required': 'नाम आवश्यक है',
  'Description is required': 'विवरण आवश्यक है',
  'Delete Type is required': 'हटाने का प्रकार आवश्यक है',
  'Delete Type must be yes or no': 'हटाने का प्रकार yes या no होना चाहिए',
  'Type is required': 'प्रकार आवश्यक है',
  'Category is required': 'श्रेणी आवश्यक है',
  'Country is required': 'देश आवश्यक है',
  'State is required': 'राज्य आवश्यक है',
  'Latitude is required': 'अक्षांश आवश्यक है',
  'Longitude is required': 'देशांतर आवश्यक है',
  'Latitude must be between -90 and 90': 'अक्षांश -90 और 90 के बीच होना चाहिए',
  'Longitude must be between -180 and 180': 'देशांतर -180 और 180 के बीच होना चाहिए',
  'Short Name is required': 'संक्षिप्त नाम आवश्यक है',
  'Tax Name is required': 'कर का नाम आवश्यक है',
  'Tax Percentage is required': 'कर प्रतिशत आवश्यक है',
  'Tax Percentage must be between 0 and 100': 'कर प्रतिशत 0 और 100 के बीच होना चाहिए',
  'Tax Percentage must be a number between 0 and 100': 'कर प्रतिशत 0 और 100 के बीच की संख्या होनी चाहिए',
  'Capital is required': 'राजधानी आवश्यक है',
  'Currency is required': 'मुद्रा आवश्यक है',
  'Currency Name is required': 'मुद्रा का नाम आवश्यक है',
  'Currency Symbol is required': 'मुद्रा चिह्न आवश्यक है',
  'Region is required': 'क्षेत्र आवश्यक है',
  'Nationality is required': 'राष्ट्रीयता आवश्यक है',
  'Phone Code is required': 'फ़ोन कोड आवश्यक है',
  'Phone Code must be digits, e.g. 91 or 1-684': 'फ़ोन कोड अंकों में होना चाहिए, जैसे 91 या 1-684',
  'Numeric code must be a number between 0 and 999': 'संख्यात्मक कोड 0 और 999 के बीच की संख्या होनी चाहिए',
  'Timezones must be a valid JSON array': 'समय क्षेत्र मान्य JSON सूची (array) के रूप में होने चाहिए',
  'Must be a valid emoji character': 'एक मान्य इमोजी होना चाहिए',
  'Must be a valid Unicode emoji (e.g., U+1F600)': 'एक मान्य यूनिकोड इमोजी होना चाहिए (जैसे U+1F600)',

  // schema/category.ts
  'Category Already Exists!': 'श्रेणी पहले से मौजूद है!',
  'Category Already Use to Sub Category': 'यह श्रेणी किसी उप-श्रेणी में उपयोग हो रही है',
  'Category Already Use to Product': 'यह श्रेणी किसी उत्पाद में उपयोग हो रही है',
  'categories retrieved successfully.': 'श्रेणियाँ सफलतापूर्वक प्राप्त हुईं।',
  'category created successfully.': 'श्रेणी सफलतापूर्वक बनाई गई।',
  'Category updated successfully.': 'श्रेणी सफलतापूर्वक अपडेट की गई।',
  'category deleted successfully.': 'श्रेणी सफलतापूर्वक हटाई गई।',
  'Category not found.': 'श्रेणी नहीं मिली।',

  // schema/subCategory.ts
  'Sub Category Already Exists!': 'उप-श्रेणी पहले से मौजूद है!',
  'Sub Category Already Use to Product': 'यह उप-श्रेणी किसी उत्पाद में उपयोग हो रही है',
  'Sub categories retrieved successfully.': 'उप-श्रेणियाँ सफलतापूर्वक प्राप्त हुईं।',
  'Sub category created successfully.': 'उप-श्रेणी सफलतापूर्वक बनाई गई।',
  'Sub category updated successfully.': 'उप-श्रेणी सफलतापूर्वक अपडेट की गई।',
  'Sub category deleted successfully.': 'उप-श्रेणी सफलतापूर्वक हटाई गई।',
  'Sub category not found.': 'उप-श्रेणी नहीं मिली।',

  // schema/country.ts
  'Country Already available!': 'देश पहले से मौजूद है!',
  'If the country already uses any user, please do not delete it!': 'यह देश पहले से उपयोग में है, कृपया इसे न हटाएँ!',
  'Countries List get successfully.': 'देशों की सूची सफलतापूर्वक प्राप्त हुई।',
  'Country created successfully.': 'देश सफलतापूर्वक बनाया गया।',
  'Country updated successfully.': 'देश सफलतापूर्वक अपडेट किया गया।',
  'Country deleted successfully.': 'देश सफलतापूर्वक हटाया गया।',
  'Country not found.': 'देश नहीं मिला।',

  // schema/state.ts
  'State Already available!': 'राज्य पहले से मौजूद है!',
  'This state has cities and cannot be deleted.': 'इस राज्य में शहर हैं, इसलिए इसे हटाया नहीं जा सकता।',
  'This state is used in addresses and cannot be deleted.': 'यह राज्य पतों में उपयोग हो रहा है, इसलिए इसे हटाया नहीं जा सकता।',
  'States List get successfully.': 'राज्यों की सूची सफलतापूर्वक प्राप्त हुई।',
  'State created successfully.': 'राज्य सफलतापूर्वक बनाया गया।',
  'State updated successfully.': 'राज्य सफलतापूर्वक अपडेट किया गया।',
  'State deleted successfully.': 'राज्य सफलतापूर्वक हटाया गया।',
  'State not found.': 'राज्य नहीं मिला।',

  // schema/city.ts
  'City Already available!': 'शहर पहले से मौजूद है!',
  'This city is used in addresses and cannot be deleted.': 'यह शहर पतों में उपयोग हो रहा है, इसलिए इसे हटाया नहीं जा सकता।',
  'Cities List get successfully.': 'शहरों की सूची सफलतापूर्वक प्राप्त हुई।',
  'City created successfully.': 'शहर सफलतापूर्वक बनाया गया।',
  'City updated successfully.': 'शहर सफलतापूर्वक अपडेट किया गया।',
  'City deleted successfully.': 'शहर सफलतापूर्वक हटाया गया।',
  'City not found.': 'शहर नहीं मिला।',

  // schema/unit.ts
  'Unit Already Exists!': 'इकाई पहले से मौजूद है!',
  'This unit is used by products and cannot be deleted.': 'यह इकाई उत्पादों में उपयोग हो रही है, इसलिए इसे हटाया नहीं जा सकता।',
  'Units retrieved successfully.': 'इकाइयाँ सफलतापूर्वक प्राप्त हुईं।',
  'Unit created successfully.': 'इकाई सफलतापूर्वक बनाई गई।',
  'Unit updated successfully.': 'इकाई सफलतापूर्वक अपडेट की गई।',
  'Unit deleted successfully.': 'इकाई सफलतापूर्वक हटाई गई।',
  'Unit not found.': 'इकाई नहीं मिली।',

  // schema/tax.ts
  'Tax Already Exists!': 'कर पहले से मौजूद है!',
  'This tax is used by products and cannot be deleted.': 'यह कर उत्पादों में उपयोग हो रहा है, इसलिए इसे हटाया नहीं जा सकता।',
  'Taxes retrieved successfully.': 'कर सफलतापूर्वक प्राप्त हुए।',
  'Tax created successfully.': 'कर सफलतापूर्वक बनाया गया।',
  'Tax updated successfully.': 'कर सफलतापूर्वक अपडेट किया गया।',
  'Tax deleted successfully.': 'कर सफलतापूर्वक हटाया गया।',
  'Tax not found.': 'कर नहीं मिला।',

  // server/auth/routes.ts (login body and LOGIN_MESSAGES)
  'The user name field is required.': 'उपयोगकर्ता नाम (ईमेल या फ़ोन) आवश्यक है।',
  'The password field is required.': 'पासवर्ड आवश्यक है।',
  'Login Successfully': 'लॉगिन सफल रहा',
  'These credentials do not match our records.': 'ये लॉगिन विवरण हमारे रिकॉर्ड से मेल नहीं खाते।',
  'Too many sign-ins at once. Please try again in a few seconds.': 'एक साथ बहुत अधिक लॉगिन हो रहे हैं। कृपया कुछ सेकंड बाद फिर से प्रयास करें।',
  'Your account is In-Active. Please contact the administrator.': 'आपका खाता निष्क्रिय है। कृपया एडमिन से संपर्क करें।',
  'Logged out successfully': 'सफलतापूर्वक लॉग आउट हो गया',
  'Permissions retrieved successfully.': 'अनुमतियाँ सफलतापूर्वक प्राप्त हुईं।',

  // schema/userMessages.ts (USER_MESSAGES; the admin's forms show the same texts)
  'Value is required': 'यह मान आवश्यक है',
  'Email is required': 'ईमेल आवश्यक है',
  'Value is not a valid email address': 'यह मान्य ईमेल पता नहीं है',
  'The value must be equal to the password value': 'यह मान पासवर्ड के मान के बराबर होना चाहिए',
  'Invalid postal code!': 'अमान्य पिन कोड!',
  'A phone number may hold only digits, spaces, brackets, dashes, dots and a leading +.':
    'फ़ोन नंबर में केवल अंक, स्पेस, कोष्ठक, डैश, बिंदु और शुरुआत में + हो सकते हैं।',
  'Your Email Already Exists!': 'आपका ईमेल पहले से मौजूद है!',
  'Your phone Number Already Exists!': 'आपका फ़ोन नंबर पहले से मौजूद है!',
  'The role must be one for the chosen account type.': 'भूमिका चुने गए खाते के प्रकार की होनी चाहिए।',

  // schema/role.ts (ROLE_MESSAGES, ROLE_REPLIES and the role bodies)
  'The role id must be a valid id.': 'भूमिका की आईडी मान्य होनी चाहिए।',
  'The role name is required.': 'भूमिका का नाम आवश्यक है।',
  'The role name may not be greater than 50 characters.': 'भूमिका का नाम 50 अक्षरों से अधिक नहीं हो सकता।',
  'The account type must be User, Vendor, Labor or Admin.': 'खाते का प्रकार User, Vendor, Labor या Admin होना चाहिए।',
  'The permissions must be a list of permission names.': 'अनुमतियाँ अनुमति-नामों की सूची होनी चाहिए।',
  'The permissions must be names from the permission list.': 'अनुमतियाँ अनुमति-सूची के नाम होनी चाहिए।',
  'Role Already Exists!': 'भूमिका पहले से मौजूद है!',
  'Role not found.': 'भूमिका नहीं मिली।',
  "Only an Admin role may hold user, role or mail permissions, or change an order's status.":
    'केवल Admin भूमिका में उपयोगकर्ता, भूमिका या मेल की अनुमतियाँ, या ऑर्डर की स्थिति बदलने की अनुमति हो सकती है।',
  'A built-in role cannot be renamed or deleted.': 'अंतर्निहित भूमिका का नाम बदला या हटाया नहीं जा सकता।',
  'This role is held by accounts and cannot be deleted.': 'यह भूमिका खातों के पास है और हटाई नहीं जा सकती।',
  'The Super Admin role always holds every permission.': 'सुपर एडमिन भूमिका के पास हमेशा हर अनुमति रहती है।',
  'Roles retrieved successfully.': 'भूमिकाएँ सफलतापूर्वक प्राप्त की गईं।',
  'Role created successfully.': 'भूमिका सफलतापूर्वक बनाई गई।',
  'Role updated successfully.': 'भूमिका सफलतापूर्वक अपडेट की गई।',
  'Role deleted successfully.': 'भूमिका सफलतापूर्वक हटाई गई।',
  'Role permissions updated successfully.': 'भूमिका की अनुमतियाँ सफलतापूर्वक अपडेट की गईं।',

  // server/resources/accounts (ACCOUNT_REPLIES and their bodies)
  'User created successfully': 'उपयोगकर्ता सफलतापूर्वक बनाया गया',
  'If an account exists for this email, we have sent a link to reset its password.':
    'यदि इस ईमेल से कोई खाता मौजूद है, तो हमने उसका पासवर्ड रीसेट करने का लिंक भेज दिया है।',
  'Your password has been reset. You can sign in now.': 'आपका पासवर्ड रीसेट कर दिया गया है। अब आप साइन इन कर सकते हैं।',
  'This password reset link is invalid or has expired.': 'पासवर्ड रीसेट करने का यह लिंक अमान्य है या इसकी अवधि समाप्त हो गई है।',
  'E-mail must be valid': 'ई-मेल मान्य होना चाहिए',

  // server/resources/users (USER_REPLIES, validation, access)
  'User List retrieved successfully': 'उपयोगकर्ता सूची सफलतापूर्वक प्राप्त हुई',
  'User retrieved successfully': 'उपयोगकर्ता सफलतापूर्वक प्राप्त हुआ',
  'User updated successfully': 'उपयोगकर्ता सफलतापूर्वक अपडेट किया गया',
  'User status updated successfully': 'उपयोगकर्ता की स्थिति सफलतापूर्वक अपडेट की गई',
  'User Soft Deleted Successfully': 'उपयोगकर्ता को सफलतापूर्वक अस्थायी रूप से हटाया गया',
  'User Restored Successfully': 'उपयोगकर्ता को सफलतापूर्वक बहाल किया गया',
  'User Permanently Deleted Successfully': 'उपयोगकर्ता को सफलतापूर्वक स्थायी रूप से हटाया गया',
  'Password changed successfully': 'पासवर्ड सफलतापूर्वक बदल दिया गया',
  'The password was changed meanwhile: nothing was saved. Try again.': 'इसी बीच पासवर्ड बदल दिया गया: कुछ भी सहेजा नहीं गया। फिर से कोशिश करें।',
  'The current password field is required.': 'वर्तमान पासवर्ड आवश्यक है।',
  'The current password is incorrect.': 'वर्तमान पासवर्ड गलत है।',
  'User not found': 'उपयोगकर्ता नहीं मिला',
  'Roles retrieved successfully': 'भूमिकाएँ सफलतापूर्वक प्राप्त हुईं',
  'The date of birth must be a date (YYYY-MM-DD).': 'जन्म तिथि YYYY-MM-DD प्रारूप में एक तारीख होनी चाहिए।',
  'The phone code must be 1 to 4 digits.': 'फ़ोन कोड 1 से 4 अंकों का होना चाहिए।',
  'The user id must be a valid id.': 'उपयोगकर्ता आईडी मान्य होनी चाहिए।',
  'The status must be Active or In-Active.': 'स्थिति Active या In-Active होनी चाहिए।',
  'The status must be All, Active, In-Active or Deleted.': 'स्थिति All, Active, In-Active या Deleted होनी चाहिए।',
  'The delete type must be Delete, Restore or Force Delete.': 'हटाने का प्रकार Delete, Restore या Force Delete होना चाहिए।',
  'This user is not deleted.': 'यह उपयोगकर्ता हटाया नहीं गया है।',
  'This user has products, labour or orders and cannot be deleted for good.':
    'इस उपयोगकर्ता के उत्पाद, श्रम सूचियाँ या ऑर्डर हैं, इसलिए इसे स्थायी रूप से हटाया नहीं जा सकता।',
  "Changing another account's email needs the permission to set its password.":
    'किसी दूसरे खाते का ईमेल बदलने के लिए उसका पासवर्ड सेट करने की अनुमति चाहिए।',
  'You cannot do this to your own account.': 'आप अपने ही खाते के साथ यह नहीं कर सकते।',

  // schema/approval.ts (APPROVAL_MESSAGES, APPROVAL_REPLIES)
  'The reason is required to reject an account.': 'किसी खाते को अस्वीकार करने के लिए कारण आवश्यक है।',
  'The reason may not be greater than 500 characters.': 'कारण 500 अक्षरों से अधिक नहीं हो सकता।',
  'The approval must be All, Pending, Approved or Rejected.': 'स्वीकृति All, Pending, Approved या Rejected होनी चाहिए।',
  'This account is already approved.': 'यह खाता पहले से स्वीकृत है।',
  'This account is already rejected.': 'यह खाता पहले से अस्वीकृत है।',
  'Your account is awaiting approval; your listings go live once staff approve it.':
    'आपका खाता स्वीकृति की प्रतीक्षा में है; स्टाफ़ द्वारा स्वीकृत होते ही आपकी लिस्टिंग सक्रिय हो जाएँगी।',
  'Your account was not approved, so your listings cannot go live.': 'आपका खाता स्वीकृत नहीं हुआ, इसलिए आपकी लिस्टिंग सक्रिय नहीं हो सकतीं।',
  "The owner's account is awaiting approval: approve it to put this listing live.":
    'मालिक का खाता स्वीकृति की प्रतीक्षा में है: इस लिस्टिंग को सक्रिय करने के लिए पहले उसे स्वीकृत करें।',
  "The owner's account was not approved, so its listings cannot go live.":
    'मालिक का खाता स्वीकृत नहीं हुआ, इसलिए उसकी लिस्टिंग सक्रिय नहीं हो सकतीं।',
  'Account approved successfully': 'खाता सफलतापूर्वक स्वीकृत किया गया',
  'Account rejected successfully': 'खाता सफलतापूर्वक अस्वीकृत किया गया',

  // server/resources/pincodes
  'Postal code is valid': 'पिन कोड मान्य है',

  // schema/product.ts (PRODUCT_REPLIES, PRODUCT_MESSAGES)
  'Products retrieved successfully.': 'उत्पाद सफलतापूर्वक प्राप्त हुए।',
  'Product retrieved successfully.': 'उत्पाद सफलतापूर्वक प्राप्त हुआ।',
  'Product created successfully.': 'उत्पाद सफलतापूर्वक बनाया गया।',
  'Product updated successfully.': 'उत्पाद सफलतापूर्वक अपडेट किया गया।',
  'Product status updated successfully': 'उत्पाद की स्थिति सफलतापूर्वक अपडेट की गई',
  'Product deleted successfully.': 'उत्पाद सफलतापूर्वक हटाया गया।',
  'Product not found.': 'उत्पाद नहीं मिला।',
  'Only products of the Machinery category can be offered for rent.': 'केवल मशीनरी (Machinery) श्रेणी के उत्पाद ही किराये पर दिए जा सकते हैं।',
  'A percentage discount may not be greater than 100.': 'प्रतिशत छूट 100 से अधिक नहीं हो सकती।',
  'A fixed discount may not be greater than the price.': 'निश्चित छूट कीमत से अधिक नहीं हो सकती।',
  'The price must be a number of 0 or more.': 'कीमत 0 या उससे अधिक की संख्या होनी चाहिए।',
  'The amount is too large.': 'राशि बहुत बड़ी है।',
  'Use at most two decimals.': 'अधिकतम दो दशमलव स्थानों का उपयोग करें।',
  'The type must be Seller or Rent.': 'प्रकार Seller या Rent होना चाहिए।',
  'The discount type must be Fixed or Percentage.': 'छूट का प्रकार Fixed या Percentage होना चाहिए।',
  'The discount must be a number of 0 or more.': 'छूट 0 या उससे अधिक की संख्या होनी चाहिए।',
  'The tax type must be Inclusive or Exclusive.': 'कर का प्रकार Inclusive या Exclusive होना चाहिए।',
  'The quantity must be a whole number of 0 or more.': 'मात्रा 0 या उससे अधिक की पूर्ण संख्या होनी चाहिए।',
  'The duration must be a whole number of 0 or more hours.': 'अवधि 0 या उससे अधिक घंटों की पूर्ण संख्या होनी चाहिए।',
  'The product id must be a valid id.': 'उत्पाद आईडी मान्य होनी चाहिए।',
  'The seller id must be a valid id.': 'विक्रेता आईडी मान्य होनी चाहिए।',
  'The category id must be a valid id.': 'श्रेणी आईडी मान्य होनी चाहिए।',
  'The sub category id must be a valid id.': 'उप-श्रेणी आईडी मान्य होनी चाहिए।',
  'The unit id must be a valid id.': 'इकाई आईडी मान्य होनी चाहिए।',
  'The tax id must be a valid id.': 'कर आईडी मान्य होनी चाहिए।',
  'The store id must be a valid id.': 'स्टोर आईडी मान्य होनी चाहिए।',
  'The country id must be a valid id.': 'देश आईडी मान्य होनी चाहिए।',
  'The state id must be a valid id.': 'राज्य आईडी मान्य होनी चाहिए।',
  'Each image to delete must be a valid id.': 'हटाई जाने वाली हर तस्वीर की आईडी मान्य होनी चाहिए।',
  'This product has orders and cannot be deleted.': 'इस उत्पाद के ऑर्डर हैं, इसलिए इसे हटाया नहीं जा सकता।',

  // server/resources/feedback (bookmarks and reviews)
  'Product bookmarks retrieved successfully.': 'उत्पाद बुकमार्क सफलतापूर्वक प्राप्त हुए।',
  'Product bookmark deleted successfully': 'उत्पाद बुकमार्क सफलतापूर्वक हटाया गया',
  'Bookmark not found.': 'बुकमार्क नहीं मिला।',
  'Product reviews retrieved successfully.': 'उत्पाद समीक्षाएँ सफलतापूर्वक प्राप्त हुईं।',
  'Product Review deleted successfully': 'उत्पाद समीक्षा सफलतापूर्वक हटाई गई',
  'Review not found.': 'समीक्षा नहीं मिली।',
  'The type must be text of at most 20 characters.': 'प्रकार (type) अधिकतम 20 अक्षरों का टेक्स्ट होना चाहिए।',

  // server/resources/labour (LABOUR_REPLIES, LABOUR_MESSAGES, DAY_MESSAGES, validation)
  'Laborers retrieved successfully.': 'श्रमिक सफलतापूर्वक प्राप्त हुए।',
  'Laborer retrieved successfully.': 'श्रमिक सफलतापूर्वक प्राप्त हुआ।',
  'Laborer created successfully.': 'श्रमिक सफलतापूर्वक बनाया गया।',
  'Laborer updated successfully.': 'श्रमिक सफलतापूर्वक अपडेट किया गया।',
  'labour status updated successfully': 'श्रमिक की स्थिति सफलतापूर्वक अपडेट की गई',
  'Laborer deleted successfully.': 'श्रमिक सफलतापूर्वक हटाया गया।',
  'Laborer not found.': 'श्रमिक नहीं मिला।',
  'Work Title is required': 'काम का शीर्षक आवश्यक है',
  'Labor Name is required': 'श्रमिक का नाम आवश्यक है',
  'Select at least one working day.': 'कृपया कम से कम एक कार्य दिवस चुनें।',
  'Enter a valid integer': 'कृपया एक मान्य पूर्णांक दर्ज करें',
  'Each day may be listed once.': 'हर दिन केवल एक बार जोड़ा जा सकता है।',
  'Labor User Already Exists!': 'श्रमिक पहले से मौजूद है!',
  'Each image to keep must be a valid id.': 'रखी जाने वाली हर तस्वीर की आईडी मान्य होनी चाहिए।',
  'The day number must be 0 (Sunday) to 6 (Saturday).': 'दिन की संख्या 0 (रविवार) से 6 (शनिवार) तक होनी चाहिए।',
  'The day name must be Sunday to Saturday.': 'दिन का नाम Sunday से Saturday तक में से एक होना चाहिए।',
  'The day name does not match the day number.': 'दिन का नाम दिन की संख्या से मेल नहीं खाता।',
  'Each working day must give its day number, times, break and per-hour amount.':
    'हर कार्य दिवस में उसकी दिन संख्या, समय, विराम और प्रति घंटा राशि होनी चाहिए।',
  'The working day id must be a valid id.': 'कार्य दिवस की आईडी मान्य होनी चाहिए।',
  'Times are 24-hour HH:mm, e.g. 08:00.': 'समय 24-घंटे के HH:mm प्रारूप में होना चाहिए, जैसे 08:00।',
  'The break must be 0 to 120 minutes in steps of 15.': 'विराम 0 से 120 मिनट के बीच, 15 मिनट के अंतराल में होना चाहिए।',
  'The labour id must be a valid id.': 'श्रमिक आईडी मान्य होनी चाहिए।',
  'The end time must be after the start time (overnight shifts are not supported).':
    'समाप्ति का समय शुरू होने के समय के बाद होना चाहिए (रात भर की शिफ़्ट समर्थित नहीं है)।',
  'The working time must be longer than the break.': 'काम का समय विराम से अधिक होना चाहिए।',

  // server/resources/orders (ORDER_REPLIES and validation)
  'Orders retrieved successfully.': 'ऑर्डर सफलतापूर्वक प्राप्त हुए।',
  'Order retrieved successfully.': 'ऑर्डर सफलतापूर्वक प्राप्त हुआ।',
  'Order status updated successfully': 'ऑर्डर की स्थिति सफलतापूर्वक अपडेट की गई',
  'Order deleted successfully.': 'ऑर्डर सफलतापूर्वक हटाया गया।',
  'Order not found.': 'ऑर्डर नहीं मिला।',
  'The status must be All, Pending, Progress, Delivered, Completed or Cancel.':
    'स्थिति All, Pending, Progress, Delivered, Completed या Cancel होनी चाहिए।',
  'The status must be Pending, Progress, Delivered, Completed or Cancel.':
    'स्थिति Pending, Progress, Delivered, Completed या Cancel होनी चाहिए।',
  'The payment status must be Pending, Paid or Failed.': 'भुगतान की स्थिति Pending, Paid या Failed होनी चाहिए।',
  'The order type must be user or product.': 'ऑर्डर का प्रकार user या product होना चाहिए।',
  'The order id must be a valid id.': 'ऑर्डर आईडी मान्य होनी चाहिए।',

  // server/live
  'The last event id must be the id of an event received (digits).': 'अंतिम इवेंट आईडी प्राप्त हुए किसी इवेंट की आईडी (अंकों में) होनी चाहिए।',
  'Too many live update streams are open for this account. Close a tab and try again.':
    'इस खाते के लिए बहुत सारी लाइव अपडेट स्ट्रीम खुली हैं। कोई टैब बंद करें और फिर से प्रयास करें।',

  // server/resources/dashboard, audit, mail; server/health
  'Dashboard data retrieved successfully.': 'डैशबोर्ड डेटा सफलतापूर्वक प्राप्त हुआ।',
  'Audit log retrieved successfully.': 'ऑडिट लॉग सफलतापूर्वक प्राप्त हुआ।',
  'Users retrieved successfully.': 'उपयोगकर्ता सफलतापूर्वक प्राप्त हुए।',
  'The date from must be a date (YYYY-MM-DD).': '"से" की तारीख YYYY-MM-DD प्रारूप में होनी चाहिए।',
  'The date to must be a date (YYYY-MM-DD).': '"तक" की तारीख YYYY-MM-DD प्रारूप में होनी चाहिए।',
  'The date to must be a date after or equal to date from.': '"तक" की तारीख "से" की तारीख के बराबर या उसके बाद की होनी चाहिए।',
  'Mail sent successfully.': 'मेल सफलतापूर्वक भेजा गया।',
  'Mail preview generated.': 'मेल का पूर्वावलोकन तैयार किया गया।',
  'The subject field is required.': 'विषय आवश्यक है।',
  'The subject may not be greater than 200 characters.': 'विषय 200 अक्षरों से अधिक नहीं हो सकता।',
  'The message field is required.': 'संदेश आवश्यक है।',
  'The message may not be greater than 20000 characters.': 'संदेश 20000 अक्षरों से अधिक नहीं हो सकता।',

  // schema/search.ts (SEARCH_MESSAGES: the command palette's search)
  'Type what to search for.': 'खोजने के लिए कुछ लिखें।',
  'Type at least 2 characters to search.': 'खोजने के लिए कम से कम 2 अक्षर लिखें।',
  'The search may not be greater than 100 characters.': 'खोज 100 अक्षरों से अधिक नहीं हो सकती।',
  'Search results retrieved successfully.': 'खोज के परिणाम सफलतापूर्वक प्राप्त हुए।',

  // schema/report.ts (REPORT_MESSAGES)
  'The start date must be a date (YYYY-MM-DD).': 'आरंभ की तारीख YYYY-MM-DD प्रारूप में होनी चाहिए।',
  'The end date must be a date (YYYY-MM-DD).': 'अंत की तारीख YYYY-MM-DD प्रारूप में होनी चाहिए।',
  'The end date must be on or after the start date.': 'अंत की तारीख आरंभ की तारीख के बराबर या उसके बाद की होनी चाहिए।',
  'A report covers at most 1096 days.': 'एक रिपोर्ट अधिकतम 1096 दिनों की होती है।',
  'The start date must be on or after 2000-01-01.': 'आरंभ की तारीख 2000-01-01 या उसके बाद की होनी चाहिए।',
  'The interval must be day, week or month.': 'अंतराल day, week या month होना चाहिए।',
  'The report must be sales, categories, products, sellers, statement, places or orders.':
    'रिपोर्ट sales, categories, products, sellers, statement, places या orders होनी चाहिए।',
  'Choose the seller whose statement to show.': 'वह विक्रेता चुनें जिसका विवरण दिखाना है।',
  'Seller not found.': 'विक्रेता नहीं मिला।',
  'Report retrieved successfully.': 'रिपोर्ट सफलतापूर्वक प्राप्त हुई।',
  OK: 'ठीक है',

  // schema/view.ts (VIEW_MESSAGES, VIEW_REPLIES): saved views of the lists
  'The view name is required.': 'व्यू का नाम आवश्यक है।',
  'The view name may not be greater than 60 characters.': 'व्यू का नाम 60 अक्षरों से अधिक नहीं हो सकता।',
  'You already have a view of this name for this list.': 'इस सूची के लिए इस नाम का व्यू आपके पास पहले से है।',
  'The view settings must be an object.': 'व्यू की सेटिंग्स एक ऑब्जेक्ट होनी चाहिए।',
  'The view settings may not be greater than 8 KB.': 'व्यू की सेटिंग्स 8 KB से बड़ी नहीं हो सकतीं।',
  'This list has no setting of this name.': 'इस सूची में इस नाम की कोई सेटिंग नहीं है।',
  'The filters must be an object.': 'फ़िल्टर एक ऑब्जेक्ट होने चाहिए।',
  'The order must be ASC or DESC.': 'क्रम की दिशा ASC या DESC होनी चाहिए।',
  'The columns must be a list of column names.': 'कॉलम, कॉलम के नामों की सूची होने चाहिए।',
  "Each column must be one of the list's columns.": 'हर कॉलम सूची के कॉलमों में से एक होना चाहिए।',
  'The by link setting must be true or false.': '"लिंक से" सेटिंग true या false होनी चाहिए।',
  'The shared role id must be a valid id.': 'साझा की गई भूमिका की आईडी मान्य होनी चाहिए।',
  'The view id must be a valid id.': 'व्यू की आईडी मान्य होनी चाहिए।',
  'A view may be shared only with your own role.': 'व्यू केवल आपकी अपनी भूमिका के साथ साझा किया जा सकता है।',
  'This role may not open this list.': 'यह भूमिका इस सूची को नहीं खोल सकती।',
  'This view is already the default of another role.': 'यह व्यू पहले से किसी दूसरी भूमिका का डिफ़ॉल्ट है।',
  'Saved views retrieved successfully.': 'सहेजे गए व्यू सफलतापूर्वक प्राप्त हुए।',
  'Saved view retrieved successfully.': 'सहेजा गया व्यू सफलतापूर्वक प्राप्त हुआ।',
  'View saved successfully.': 'व्यू सफलतापूर्वक सहेजा गया।',
  'View updated successfully.': 'व्यू सफलतापूर्वक अपडेट किया गया।',
  'View deleted successfully.': 'व्यू सफलतापूर्वक हटाया गया।',
  'Default view set successfully.': 'डिफ़ॉल्ट व्यू सफलतापूर्वक सेट किया गया।',
  'Default view cleared successfully.': 'डिफ़ॉल्ट व्यू सफलतापूर्वक हटाया गया।',
  'View not found.': 'व्यू नहीं मिला।',
  // schema/import.ts (IMPORT_MESSAGES): CSV import
  // The refused lines' errors column (IMPORT_ERRORS_HEADER)
  Errors: 'त्रुटियाँ',
  'Choose a CSV file to import.': 'आयात करने के लिए CSV फ़ाइल चुनें।',
  'Send the list before the file.': 'फ़ाइल से पहले सूची भेजें।',
  'Send one file only.': 'केवल एक फ़ाइल भेजें।',
  'The file may not be greater than 50 MB.': 'फ़ाइल 50 MB से बड़ी नहीं हो सकती।',
  'The file may hold at most 100,000 rows.': 'फ़ाइल में अधिकतम 1,00,000 पंक्तियाँ हो सकती हैं।',
  'The file is not UTF-8 text. Save it from your spreadsheet as "CSV UTF-8" and upload it again.':
    'फ़ाइल UTF-8 टेक्स्ट नहीं है। इसे अपनी स्प्रेडशीट से "CSV UTF-8" के रूप में सहेजें और फिर से अपलोड करें।',
  'The file is empty: its first line must name the columns.': 'फ़ाइल खाली है: इसकी पहली पंक्ति में कॉलम के नाम होने चाहिए।',
  'The file has its heading line but no rows.': 'फ़ाइल में शीर्षक पंक्ति है, पर कोई पंक्ति नहीं।',
  'A column is named twice in the heading line.': 'शीर्षक पंक्ति में एक कॉलम का नाम दो बार है।',
  'Import not found.': 'आयात नहीं मिला।',
  'This import has already been run or is running.': 'यह आयात पहले ही चलाया जा चुका है या चल रहा है।',
  'The import has no row on this line.': 'आयात में इस पंक्ति पर कोई पंक्ति नहीं है।',
  'The values must be an object of texts.': 'मान (values) टेक्स्ट का ऑब्जेक्ट होने चाहिए।',
  'Import retrieved successfully.': 'आयात सफलतापूर्वक प्राप्त हुआ।',
  'File checked.': 'फ़ाइल जाँच ली गई।',
  'Row checked.': 'पंक्ति जाँच ली गई।',
  'Import done.': 'आयात पूरा हुआ।',
  'Import discarded; nothing was changed.': 'आयात रद्द किया गया; कुछ भी नहीं बदला।',
  'Import closed; the rows it imported stay.': 'आयात बंद किया गया; आयात की गई पंक्तियाँ बनी रहेंगी।',
  'The import failed and nothing was changed.': 'आयात विफल रहा और कुछ भी नहीं बदला।',
  'An import gives the account types User, Vendor or Labor only.': 'आयात से केवल User, Vendor या Labor प्रकार के खाते बनते हैं।',
  'A staff account is not changed by an import.': 'स्टाफ़ खाता आयात से नहीं बदला जाता।',
  "Only a Super Admin changes an account's type or role.": 'केवल सुपर एडमिन ही किसी खाते का प्रकार या भूमिका बदल सकता है।',
  'No seller has this phone number or e-mail.': 'इस फ़ोन नंबर या ई-मेल वाला कोई विक्रेता नहीं है।',
  'errors_only must be true or false.': 'errors_only true या false होना चाहिए।',
  'The line must be a whole number.': 'पंक्ति (line) एक पूर्ण संख्या होनी चाहिए।',
  'The page must be a whole number of 1 or more.': 'पेज 1 या उससे अधिक की पूर्ण संख्या होना चाहिए।',
  'The per page must be between 1 and 100.': 'प्रति पेज संख्या 1 से 100 के बीच होनी चाहिए।',

  // zod's own English for rules that give no message of their own
  'Invalid UUID': 'अमान्य UUID',
  'Invalid input': 'अमान्य इनपुट',
};

/**
 * The records an import's line names by name (schema/import.ts importMessage), as its messages
 * say them in Hindi: the word, its form before a postposition, its plural, and whether it is
 * feminine (नाम की कोई श्रेणी, नाम का कोई देश).
 */
const IMPORT_NOUNS: Readonly<Record<string, { word: string; oblique: string; plural: string; feminine: boolean }>> = {
  category: { word: 'श्रेणी', oblique: 'श्रेणी', plural: 'श्रेणियाँ', feminine: true },
  'sub category': { word: 'उप-श्रेणी', oblique: 'उप-श्रेणी', plural: 'उप-श्रेणियाँ', feminine: true },
  unit: { word: 'इकाई', oblique: 'इकाई', plural: 'इकाइयाँ', feminine: true },
  tax: { word: 'कर', oblique: 'कर', plural: 'कर', feminine: false },
  country: { word: 'देश', oblique: 'देश', plural: 'देश', feminine: false },
  state: { word: 'राज्य', oblique: 'राज्य', plural: 'राज्य', feminine: false },
  city: { word: 'शहर', oblique: 'शहर', plural: 'शहर', feminine: false },
  role: { word: 'भूमिका', oblique: 'भूमिका', plural: 'भूमिकाएँ', feminine: true },
  'account type': { word: 'खाते का प्रकार', oblique: 'खाते के प्रकार', plural: 'खाते के प्रकार', feminine: false },
};

/** The records an import names within another: a sub category within its category, a state within its country, a role within its account type. */
const IMPORT_NOUNS_WITHIN: readonly (readonly [string, string])[] = [
  ['sub category', 'category'],
  ['state', 'country'],
  ['role', 'account type'],
];

/** An import's messages naming a record, one pattern a noun (or a noun and the one it is within), so no English word is left in them. */
const importNounPatterns = (): [RegExp, string][] => [
  ...IMPORT_NOUNS_WITHIN.flatMap(([entity, within]): [RegExp, string][] => {
    const [what, where] = [IMPORT_NOUNS[entity], IMPORT_NOUNS[within]];
    return [
      [
        new RegExp(`^No ${entity} of this ${within} is named "(.*)"\\.$`),
        `इस ${where.oblique} में "$1" नाम ${what.feminine ? 'की' : 'का'} कोई ${what.word} नहीं है।`,
      ],
      [
        new RegExp(`^The ${entity} is checked once the ${within} is known\\.$`),
        `${where.word} पता चलने पर ही ${what.oblique} की जाँच होती है।`,
      ],
    ];
  }),
  ...Object.entries(IMPORT_NOUNS).flatMap(([english, hindi]): [RegExp, string][] => [
    [new RegExp(`^No ${english} is named "(.*)"\\.$`), `"$1" नाम ${hindi.feminine ? 'की' : 'का'} कोई ${hindi.word} नहीं है।`],
    [
      new RegExp(`^More than one ${english} is named "(.*)"; give its id\\.$`),
      `"$1" नाम ${hindi.feminine ? 'की' : 'के'} एक से अधिक ${hindi.plural} हैं; उसकी आईडी दें।`,
    ],
  ]),
];

/** Messages that carry values: the whole English message as a pattern, its Hindi with $1, $2... */
export const HINDI_PATTERNS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^Too many attempts\. Try again in (\d+) seconds\.$/, 'बहुत अधिक प्रयास। $1 सेकंड बाद फिर से प्रयास करें।'],
  [/^Too many attempts\. Try again in (\d+) minutes\.$/, 'बहुत अधिक प्रयास। $1 मिनट बाद फिर से प्रयास करें।'],
  // server/http/multipart.ts (MULTIPART_MESSAGES)
  [/^Too many files: at most (\d+) in one request\.$/, 'बहुत अधिक फ़ाइलें: एक अनुरोध में अधिकतम $1 फ़ाइलें भेजी जा सकती हैं।'],
  [/^Too many fields: at most (\d+) in one request\.$/, 'बहुत अधिक फ़ील्ड: एक अनुरोध में अधिकतम $1 फ़ील्ड भेजे जा सकते हैं।'],
  [/^The form's fields may not total more than (\d+) KB\.$/, 'फ़ॉर्म के सभी फ़ील्ड मिलाकर $1 KB से अधिक नहीं हो सकते।'],
  [/^This field may not be greater than (\d+) KB\.$/, 'यह फ़ील्ड $1 KB से बड़ा नहीं हो सकता।'],
  // server/http/bulk.ts
  [/^At most (\d+) rows at a time\.$/, 'एक बार में अधिकतम $1 पंक्तियाँ चुनी जा सकती हैं।'],
  [/^(\d+) done, (\d+) refused\.$/, '$1 पूरे, $2 अस्वीकृत।'],
  // server/db/paging.ts
  [/^The per page must be -1 \(all\) or between 1 and (\d+)\.$/, 'प्रति पेज संख्या -1 (सभी) या 1 से $1 के बीच होनी चाहिए।'],
  // the list of columns is made of the codes the client sends
  [/^The sort must be one of: ([A-Za-z0-9_, ]+)\.$/, 'क्रम (sort) इनमें से एक होना चाहिए: $1।'],
  // schema/registry.ts and the forms' length limits
  [/^This field may not be greater than (\d+) characters\.$/, 'यह फ़ील्ड $1 अक्षरों से अधिक नहीं हो सकता।'],
  // schema/country.ts (ISO codes)
  [/^Must be (\d+) alphabetic characters$/, 'इसमें ठीक $1 अंग्रेज़ी अक्षर होने चाहिए'],
  // schema/userMessages.ts (minLength)
  [/^This field should be at least (\d+) characters long$/, 'यह फ़ील्ड कम से कम $1 अक्षरों का होना चाहिए'],
  // server/resources/users/validation.ts
  [/^The date of birth must be between (\d{4}-\d{2}-\d{2}) and today\.$/, 'जन्म तिथि $1 और आज के बीच होनी चाहिए।'],
  // products and labour images
  [/^At most (\d+) images\.$/, 'अधिकतम $1 तस्वीरें ही जोड़ी जा सकती हैं।'],
  // server/resources/audit/routes.ts: the list of resources is made of codes the client sends
  [/^The resource must be one of: ([a-z, -]+)\.$/, 'संसाधन इनमें से एक होना चाहिए: $1।'],
  // schema/view.ts: the lists with saved views, by the resource names the client sends
  [/^The list must be one of: ([a-z, -]+)\.$/, 'सूची इनमें से एक होनी चाहिए: $1।'],
  // schema/import.ts (importMessage, CSV_REASONS): a file's lines and the records they name
  [/^The file lacks the columns: (.+)\.$/, 'फ़ाइल में ये कॉलम नहीं हैं: $1।'],
  [/^Line (\d+): a quote is opened and never closed\.$/, 'पंक्ति $1: एक उद्धरण चिह्न (quote) खुला है और कभी बंद नहीं होता।'],
  [/^Line (\d+): a quote closes a cell in the middle of its text\.$/, 'पंक्ति $1: एक उद्धरण चिह्न सेल के बीच में उसे बंद करता है।'],
  [/^Line (\d+): a quote opens in the middle of a cell\.$/, 'पंक्ति $1: एक उद्धरण चिह्न सेल के बीच में खुलता है।'],
  [/^Line (\d+): the line has a different number of cells than the heading\.$/, 'पंक्ति $1: इस पंक्ति में शीर्षक से अलग संख्या में सेल हैं।'],
  [/^Line (\d+): text follows a closing quote\.$/, 'पंक्ति $1: बंद होते उद्धरण चिह्न के बाद टेक्स्ट है।'],
  [/^Line (\d+): the line is longer than ([\d,]+) characters\.$/, 'पंक्ति $1: यह पंक्ति $2 अक्षरों से लंबी है।'],
  [/^Line (\d+): the line cannot be read as CSV\.$/, 'पंक्ति $1: इस पंक्ति को CSV के रूप में पढ़ा नहीं जा सकता।'],
  // schema/import.ts (importMessage): the records named, in Hindi; a noun the table lacks stays as it is
  ...importNounPatterns(),
  [/^No ([a-z ]+) of this ([a-z ]+) is named "(.*)"\.$/, 'इस $2 में "$3" नाम का कोई $1 नहीं है।'],
  [/^No ([a-z ]+) is named "(.*)"\.$/, '"$2" नाम का कोई $1 नहीं है।'],
  [/^The ([a-z ]+) is checked once the ([a-z ]+) is known\.$/, '$2 पता चलने पर ही $1 की जाँच होती है।'],
  [/^More than one ([a-z ]+) is named "(.*)"; give its id\.$/, '"$2" नाम के एक से अधिक $1 हैं; उसकी आईडी दें।'],
  [
    /^More than one of the owner's products is named "(.*)"; rename all but one of them, then import this line again\.$/,
    'मालिक के एक से अधिक उत्पादों का नाम "$1" है; उनमें से एक को छोड़कर बाकी का नाम बदलें, फिर यह पंक्ति दोबारा आयात करें।',
  ],
  [
    /^Line (\d+) names the same record; a record is imported once\.$/,
    'पंक्ति $1 भी इसी रिकॉर्ड का नाम देती है; एक रिकॉर्ड एक ही बार आयात होता है।',
  ],
  // zod's own English for rules that give no message of their own (type names and options are codes)
  [/^Too big: expected string to have <=(\d+) characters$/, 'बहुत लंबा: अधिकतम $1 अक्षर हो सकते हैं'],
  [/^Too big: expected array to have <=(\d+) items$/, 'बहुत अधिक: अधिकतम $1 आइटम हो सकते हैं'],
  [/^Invalid input: expected (\w+), received (\w+)$/, 'अमान्य इनपुट: $1 अपेक्षित था, $2 मिला'],
  [/^Invalid option: expected one of (.+)$/, 'अमान्य विकल्प: इनमें से एक अपेक्षित है: $1'],
];
