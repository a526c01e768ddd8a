// The shop's counter: completing a sale (priced, paid, stock and invoice in one transaction).
export { completeCounterSale, type CounterSale } from './complete';
export { counterSaleAnswer } from './answer';
