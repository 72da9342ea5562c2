export { guestProblem, memberProblem, codeFailure, upperCode, type GuestValues } from './guestRules';
