import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tooltip, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { AvatarUsuario } from '../../../../components/AvatarUsuario';
import { formatarDataHora } from '../../../../lib/datas';
import type { DataSource } from '../../api/tipos';

export interface CartaoBaseDadosProps {
  base: DataSource;
  onAbrir: (id: string) => void;
  onExcluir: (base: DataSource) => void;
}

/** One base in the list: name, details, last change, owner; delete only for the owner. */
export function CartaoBaseDados({ base, onAbrir, onExcluir }: CartaoBaseDadosProps) {
  const botaoExcluir = (
    <Button
      type="text"
      danger
      icon={<DeleteOutlined aria-hidden />}
      disabled={!base.dono}
      aria-label={`Excluir ${base.descricao}`}
      onClick={(e) => {
        e.stopPropagation();
        onExcluir(base);
      }}
    />
  );
  return (
    // The whole card opens the base on a click; keyboard and readers use the title's link (a card
    // with role=link could not hold the delete button: no control inside another).
    <Card
      hoverable
      onClick={() => onAbrir(base.id)}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8, height: '100%' } }}
      style={{ height: '100%' }}
    >
      <Flex justify="space-between" align="start" gap={8}>
        <Typography.Title level={5} style={{ margin: 0 }} ellipsis={{ rows: 2 }}>
          <Link
            to={`/data-base/${encodeURIComponent(base.id)}`}
            style={{ color: 'inherit' }}
            onClick={(e) => e.stopPropagation()}
          >
            {base.descricao}
          </Link>
        </Typography.Title>
        {base.dono ? (
          <Tooltip title="Excluir">{botaoExcluir}</Tooltip>
        ) : (
          <Tooltip title="Somente o dono da base de dados pode excluí-la">
            <span>{botaoExcluir}</span>
          </Tooltip>
        )}
      </Flex>
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0, flex: 1 }}>
        {base.detalhes || 'Sem detalhes'}
      </Typography.Paragraph>
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Alterada em {formatarDataHora(base.dataHoraAlteracao)}
        </Typography.Text>
        <Tooltip title={`Dono: ${base.Usuario.nome}`}>
          <span>
            <AvatarUsuario
              nome={base.Usuario.nome}
              iniciais={base.Usuario.iniciais}
              cor={base.Usuario.cor}
              foto={base.Usuario.imgFoto}
              tamanho={28}
            />
          </span>
        </Tooltip>
      </Flex>
    </Card>
  );
}
