import {
  ApartmentOutlined,
  AuditOutlined,
  BankOutlined,
  BugOutlined,
  CalendarOutlined,
  CarOutlined,
  CustomerServiceOutlined,
  DollarOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  GiftOutlined,
  HeartOutlined,
  HomeOutlined,
  MailOutlined,
  ProjectOutlined,
  RocketOutlined,
  SafetyOutlined,
  ShoppingCartOutlined,
  SolutionOutlined,
  TeamOutlined,
  ToolOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { iconesFluxo, type IconeFluxo as NomeIconeFluxo } from '@wf/shared/constants/fluxos';
import type { ComponentType, CSSProperties } from 'react';

interface DefinicaoIcone {
  Componente: ComponentType<{ style?: CSSProperties; 'aria-hidden'?: boolean }>;
  /** pt-BR name, read by screen readers in the icon picker. */
  nome: string;
}

/** The one place that turns the icon names of shared/constants/fluxos into drawings. */
export const ICONES_FLUXO: Record<NomeIconeFluxo, DefinicaoIcone> = {
  ApartmentOutlined: { Componente: ApartmentOutlined, nome: 'Organização' },
  AuditOutlined: { Componente: AuditOutlined, nome: 'Auditoria' },
  BankOutlined: { Componente: BankOutlined, nome: 'Banco' },
  BugOutlined: { Componente: BugOutlined, nome: 'Defeito' },
  CalendarOutlined: { Componente: CalendarOutlined, nome: 'Calendário' },
  CarOutlined: { Componente: CarOutlined, nome: 'Veículo' },
  CustomerServiceOutlined: { Componente: CustomerServiceOutlined, nome: 'Atendimento' },
  DollarOutlined: { Componente: DollarOutlined, nome: 'Financeiro' },
  FileTextOutlined: { Componente: FileTextOutlined, nome: 'Documento' },
  FolderOpenOutlined: { Componente: FolderOpenOutlined, nome: 'Pasta' },
  GiftOutlined: { Componente: GiftOutlined, nome: 'Presente' },
  HeartOutlined: { Componente: HeartOutlined, nome: 'Coração' },
  HomeOutlined: { Componente: HomeOutlined, nome: 'Casa' },
  MailOutlined: { Componente: MailOutlined, nome: 'E-mail' },
  ProjectOutlined: { Componente: ProjectOutlined, nome: 'Projeto' },
  RocketOutlined: { Componente: RocketOutlined, nome: 'Foguete' },
  SafetyOutlined: { Componente: SafetyOutlined, nome: 'Segurança' },
  ShoppingCartOutlined: { Componente: ShoppingCartOutlined, nome: 'Compras' },
  SolutionOutlined: { Componente: SolutionOutlined, nome: 'Solução' },
  TeamOutlined: { Componente: TeamOutlined, nome: 'Equipe' },
  ToolOutlined: { Componente: ToolOutlined, nome: 'Ferramenta' },
  TrophyOutlined: { Componente: TrophyOutlined, nome: 'Troféu' },
};

const ICONE_DESCONHECIDO: NomeIconeFluxo = 'ProjectOutlined';

const ehIconeFluxo = (nome: string): nome is NomeIconeFluxo => (iconesFluxo as readonly string[]).includes(nome);

export interface IconeFluxoProps {
  /** One of iconesFluxo; anything else is drawn as a generic project icon. */
  nome: string;
  tamanho?: number;
  cor?: string;
}

/** A flow's icon, decorative (the flow's name is always next to it). */
export function IconeFluxo({ nome, tamanho, cor }: IconeFluxoProps) {
  const { Componente } = ICONES_FLUXO[ehIconeFluxo(nome) ? nome : ICONE_DESCONHECIDO];
  return <Componente style={{ fontSize: tamanho, color: cor }} aria-hidden />;
}
