import { isIP } from 'node:net';
import { payuError, type WireAnswer } from './wire';

const REQUIRED = [
  'customerIp',
  'merchantPosId',
  'description',
  'currencyCode',
  'totalAmount',
  'products',
] as const;
/** Amounts and quantities travel as strings of digits (reference §3). */
const DIGITS = /^\d{1,15}$/;

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

/**
 * What PayU's create-order call refuses, checked strictly (an adapter that sends numbers, a
 * missing field, 0.0.0.0 or an inconsistent total fails here, as it would at PayU). Returns the
 * error answer, or null when the order is acceptable. The total must equal the products' sum:
 * PayU does not document that, so the emulator is stricter than needed (§3 says send consistent values).
 */
export const orderRequestError = (body: Record<string, unknown>): WireAnswer | null => {
  const missing = REQUIRED.filter(
    (field) => body[field] === undefined || body[field] === null || body[field] === '',
  );
  if (missing.length > 0)
    return payuError(400, 'ERROR_VALUE_MISSING', `Missing required field(s): ${missing.join(', ')}`);
  const invalid = (field: string, why: string) =>
    payuError(400, 'ERROR_VALUE_INVALID', `Invalid field ${field}: ${why}`);
  if (typeof body.totalAmount !== 'string' || !DIGITS.test(body.totalAmount))
    return invalid('totalAmount', 'a string of digits (grosze) is required');
  if (typeof body.merchantPosId !== 'string') return invalid('merchantPosId', 'must be a string');
  if (typeof body.customerIp !== 'string' || isIP(body.customerIp) === 0 || body.customerIp === '0.0.0.0')
    return invalid('customerIp', 'not an IP address');
  if (!isText(body.description, 4000)) return invalid('description', 'text up to 4000 characters');
  if (body.currencyCode !== 'PLN') return invalid('currencyCode', 'this POS takes PLN');
  for (const field of ['notifyUrl', 'continueUrl'] as const) {
    if (body[field] === undefined) continue;
    if (!isText(body[field], 1024) || !URL.canParse(body[field] as string))
      return invalid(field, 'an absolute URL up to 1024 characters');
  }
  if (body.extOrderId !== undefined && !isText(body.extOrderId, 1024))
    return invalid('extOrderId', 'text up to 1024 characters');
  if (
    body.validityTime !== undefined &&
    (typeof body.validityTime !== 'string' ||
      !DIGITS.test(body.validityTime) ||
      Number(body.validityTime) < 1)
  ) {
    return invalid('validityTime', 'seconds as a string');
  }
  if (body.buyer !== undefined) {
    const buyer = body.buyer as Record<string, unknown>;
    if (typeof buyer !== 'object' || buyer === null) return invalid('buyer', 'must be an object');
    if (
      buyer.language !== undefined &&
      (typeof buyer.language !== 'string' || !/^[a-z]{2}$/.test(buyer.language))
    )
      return invalid('buyer.language', 'ISO-639-1');
  }
  if (!Array.isArray(body.products) || body.products.length === 0)
    return invalid('products', 'at least one product');
  let sum = 0;
  for (const [index, product] of (body.products as Record<string, unknown>[]).entries()) {
    if (typeof product !== 'object' || product === null || !isText(product.name, 255))
      return invalid(`products[${index}].name`, 'required text');
    if (typeof product.unitPrice !== 'string' || !DIGITS.test(product.unitPrice))
      return invalid(`products[${index}].unitPrice`, 'a string of digits (grosze) is required');
    if (
      typeof product.quantity !== 'string' ||
      !DIGITS.test(product.quantity) ||
      Number(product.quantity) < 1
    ) {
      return invalid(`products[${index}].quantity`, 'a string with a positive whole number is required');
    }
    if (product.virtual !== undefined && typeof product.virtual !== 'boolean')
      return invalid(`products[${index}].virtual`, 'must be a boolean');
    sum += Number(product.unitPrice) * Number(product.quantity);
  }
  if (sum !== Number(body.totalAmount))
    return invalid('totalAmount', `does not equal the products' sum (${sum})`);
  return null;
};
