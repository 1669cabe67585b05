import {
  ApiOutlined,
  ApartmentOutlined,
  BarChartOutlined,
  ClusterOutlined,
  ControlOutlined,
  DatabaseOutlined,
  DollarOutlined,
  HomeOutlined,
  LogoutOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  SwapOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { IconeMenu } from '../../utils/itensMenu';

/** The menu table names its icons; the drawing stays here, out of the pure data. */
export const ICONES_MENU: Record<IconeMenu, ReactNode> = {
  home: <HomeOutlined />,
  fluxos: <ApartmentOutlined />,
  baseDados: <DatabaseOutlined />,
  administracao: <SettingOutlined />,
  planos: <DollarOutlined />,
  ambiente: <ControlOutlined />,
  usuarios: <TeamOutlined />,
  organograma: <ClusterOutlined />,
  relatorios: <BarChartOutlined />,
  minhaConta: <UserOutlined />,
  alternarAmbiente: <SwapOutlined />,
  apiDocs: <ApiOutlined />,
  ajuda: <QuestionCircleOutlined />,
  sair: <LogoutOutlined />,
};
