import {
  AlignLeftOutlined,
  BankOutlined,
  BarcodeOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  CheckSquareOutlined,
  DollarOutlined,
  FileTextOutlined,
  FontSizeOutlined,
  IdcardOutlined,
  LinkOutlined,
  MailOutlined,
  NumberOutlined,
  PaperClipOutlined,
  PhoneOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { KeyCampo } from '@wf/shared/constants/fluxos';
import type { ComponentType } from 'react';

/** One icon per field type: the form editor's palette, its field list and the diagram's nodes. */
const ICONES: Record<KeyCampo, ComponentType> = {
  textoCurto: FontSizeOutlined,
  textoLongo: AlignLeftOutlined,
  email: MailOutlined,
  data: CalendarOutlined,
  number: NumberOutlined,
  checkbox: CheckSquareOutlined,
  radio: CheckCircleOutlined,
  selecaoOpcoes: UnorderedListOutlined,
  cpf: IdcardOutlined,
  cnpj: BankOutlined,
  numeroTelefone: PhoneOutlined,
  moeda: DollarOutlined,
  anexo: PaperClipOutlined,
  campoId: BarcodeOutlined,
  textoFixo: FileTextOutlined,
  link: LinkOutlined,
};

export interface IconeTipoCampoProps {
  keyCampo: string;
}

export function IconeTipoCampo({ keyCampo }: IconeTipoCampoProps) {
  const Icone = ICONES[keyCampo as KeyCampo] ?? FontSizeOutlined;
  return <Icone aria-hidden />;
}
