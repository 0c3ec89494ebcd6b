// Workflows of the area — Mi Estudio: habilitación de módulos por CSV y declaraciones bloqueadas (spec 2 §2.7, §2.15).
export {};
