import { Card, Descriptions, Flex, Typography } from 'antd';
import type { ClientePublico, UsuarioSessao } from '@wf/shared/types/sessao';
import { LogoAmbiente } from '../../../components/LogoAmbiente';
import { NOMES_PERFIS } from '../../../lib/perfis';

export interface SeuAmbienteProps {
  usuario: UsuarioSessao;
  cliente: ClientePublico;
}

export function SeuAmbiente({ usuario, cliente }: SeuAmbienteProps) {
  return (
    <Card title="Seu ambiente" style={{ height: '100%' }}>
      <Flex align="center" gap={12} style={{ marginBottom: 16 }}>
        <LogoAmbiente nome={cliente.nome} logoURL={cliente.logoURL} altura={40} />
        <Typography.Text strong style={{ fontSize: 16 }}>
          {cliente.nome}
        </Typography.Text>
      </Flex>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'sigla', label: 'Código', children: cliente.sigla },
          { key: 'perfil', label: 'Seu perfil', children: NOMES_PERFIS[usuario.perfilUsuario] },
          { key: 'email', label: 'E-mail', children: usuario.email },
        ]}
      />
    </Card>
  );
}
