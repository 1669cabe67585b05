import { Typography } from 'antd';
import { mensagensCard } from '@wf/shared/constants/cards';
import { toast } from '../../../../lib/toast';

export interface TituloCardProps {
  descricao: string;
  editavel: boolean;
  onSalvar: (descricao: string) => void;
}

/** The card's description as its title, edited inline (required, at most 300 characters). */
export function TituloCard({ descricao, editavel, onSalvar }: TituloCardProps) {
  const handleAlterar = (texto: string) => {
    const novo = texto.trim();
    if (!novo) {
      toast.erro(mensagensCard.descricaoObrigatoria);
      return;
    }
    if (novo !== descricao) onSalvar(novo);
  };
  return (
    <Typography.Title
      level={4}
      style={{ margin: 0, wordBreak: 'break-word' }}
      editable={
        editavel
          ? { onChange: handleAlterar, maxLength: 300, tooltip: 'Editar título', triggerType: ['icon', 'text'] }
          : false
      }
    >
      {descricao}
    </Typography.Title>
  );
}
