import { Card, Flex, Skeleton } from 'antd';

/** A flow card while the list loads (the skeleton shows 4 cards). */
export function CartaoFluxoEsqueleto() {
  return (
    <Card size="small" styles={{ body: { padding: 16 } }} aria-hidden>
      <Flex gap={12}>
        <Skeleton.Avatar active shape="square" size={40} />
        <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 3 }} />
      </Flex>
    </Card>
  );
}
