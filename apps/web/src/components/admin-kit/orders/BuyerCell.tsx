import { Link } from 'react-router';
import { Space, Typography } from 'antd';
import { links } from '../../../lib/paths';

const { Text } = Typography;

/** An order's buyer (spec 3 §2.4, §2.7): the name linking to /konto/{userId} (the e-mail when nameless), and the e-mail. */
export function BuyerCell({
  firstname,
  lastname,
  email,
  userId,
}: {
  firstname: string | null;
  lastname: string | null;
  email: string;
  userId: number | null;
}) {
  const name = [firstname, lastname].filter(Boolean).join(' ') || email;
  return (
    <Space orientation="vertical" size={0}>
      {userId !== null ? <Link to={links.accountOf(userId)}>{name}</Link> : <Text>{name}</Text>}
      <Text type="secondary">{email}</Text>
    </Space>
  );
}
