import { ControlOutlined, RightOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Card, Flex, theme, Typography } from 'antd';
import type { PerfilUsuario } from '@wf/shared/types/sessao';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PERFIS_POR_AREA, perfilPermitido } from '../../../lib/perfis';

export interface PrimeirosPassosProps {
  perfil: PerfilUsuario;
  /** The tenant signs in through a cloud directory: its settings are not edited here. */
  diretorioNuvem: boolean;
}

interface Atalho {
  caminho: string;
  icone: ReactNode;
  titulo: string;
  descricao: string;
  perfis?: readonly PerfilUsuario[];
  ocultaComDiretorioNuvem?: boolean;
}

const ATALHOS: readonly Atalho[] = [
  {
    caminho: '/minha-conta',
    icone: <UserOutlined />,
    titulo: 'Complete seu perfil',
    descricao: 'Foto, celular e cargo ajudam sua equipe a reconhecer você.',
  },
  {
    caminho: '/admin/ambiente',
    icone: <ControlOutlined />,
    titulo: 'Configure o ambiente',
    descricao: 'Logo, formas de login e restrições de cadastro.',
    perfis: PERFIS_POR_AREA.ambiente,
    ocultaComDiretorioNuvem: true,
  },
  {
    caminho: '/admin/usuarios',
    icone: <TeamOutlined />,
    titulo: 'Gerencie os usuários',
    descricao: 'Perfis de acesso e contas ativas.',
    perfis: PERFIS_POR_AREA.usuarios,
  },
];

/** Shortcuts to what the user can already do, with the same visibility as the side menu. */
export function PrimeirosPassos({ perfil, diretorioNuvem }: PrimeirosPassosProps) {
  const { token } = theme.useToken();
  const visiveis = ATALHOS.filter(
    (atalho) =>
      (!atalho.perfis || perfilPermitido(perfil, atalho.perfis)) && !(atalho.ocultaComDiretorioNuvem && diretorioNuvem),
  );
  return (
    <Card title="Primeiros passos" style={{ height: '100%' }}>
      <Flex vertical gap={4}>
        {visiveis.map((atalho) => (
          <Link key={atalho.caminho} to={atalho.caminho} style={{ color: 'inherit' }}>
            <Flex align="center" gap={12} style={{ padding: '8px 0' }}>
              <span style={{ fontSize: 18, color: token.colorPrimary }} aria-hidden>
                {atalho.icone}
              </span>
              <Flex vertical style={{ flex: 1 }}>
                <Typography.Text strong>{atalho.titulo}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {atalho.descricao}
                </Typography.Text>
              </Flex>
              <RightOutlined style={{ color: token.colorTextTertiary }} aria-hidden />
            </Flex>
          </Link>
        ))}
      </Flex>
    </Card>
  );
}
