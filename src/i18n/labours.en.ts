// Labels of the labour screens (src/resources/labours), under resources.labors.
export const laboursEn = { name: 'Labour |||| Labour' };
