import { ImageField, type ImageFieldProps } from '../../../components/admin-kit';
import { APP_CONFIG_IMAGE_KINDS, type AppConfigImageField } from '@scena/shared';
import { useClearConfigImage } from '../api/settings';

/**
 * An image setting: picked and compressed in the browser to its kind's limits (login background,
 * phone / tablet / desktop ad), sent with the form's Save; deleting a stored one calls
 * DELETE /api/appconfig/image/{field} at once.
 */
export function ConfigImageField({
  field,
  ...props
}: Omit<ImageFieldProps, 'kind' | 'onDeleteExisting'> & { field: AppConfigImageField }) {
  const clear = useClearConfigImage();
  return (
    <ImageField
      {...props}
      kind={APP_CONFIG_IMAGE_KINDS[field]}
      onDeleteExisting={() => clear.mutateAsync(field)}
    />
  );
}
