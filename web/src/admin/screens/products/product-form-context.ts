import type { UseFormReturn } from 'react-hook-form';
import type { ProductFormOutput, ProductFormValues } from '@domain/schemas/admin-products';

/** What each tab of the product form receives: the form, and the schema's messages in the admin's language. */
export interface ProductTabProps {
  form: UseFormReturn<ProductFormValues, unknown, ProductFormOutput>;
  translate: (message: string | undefined) => string;
}
