// The field of nimbers: nim multiplication, inverse, division, square root and powers (nim-sum, XOR, is its
// addition). The coin-turning games of two dimensions value their coins with it (the Tartan theorem).
export { nimProduct, nimInverse, nimDivide, nimSqrt, nimPower, MAX_NIMBER_BITS } from './field.js';
