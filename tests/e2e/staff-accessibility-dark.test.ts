import { checkStaffScreens } from './helpers/staff-accessibility.js';

checkStaffScreens('dark');
