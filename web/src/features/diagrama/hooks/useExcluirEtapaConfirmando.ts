import { App } from 'antd';
import type { Etapa } from '@wf/shared/types/fluxo';
import { toast } from '../../../lib/toast';
import { useExcluirEtapa } from '../api/excluir-etapa';

/** 'Excluir etapa': asks first; the server refuses a stage with cards (its message is shown). */
export function useExcluirEtapaConfirmando(idFluxo: string) {
  const { modal } = App.useApp();
  const excluir = useExcluirEtapa(idFluxo);
  return (etapa: Etapa) => {
    modal.confirm({
      title: `Excluir a etapa "${etapa.descricao}"?`,
      content: 'As conexões e as pessoas autorizadas da etapa também serão removidas. Esta ação não pode ser desfeita.',
      okText: 'Excluir',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: () =>
        excluir
          .mutateAsync(etapa.id)
          .then(({ mensagem }) => toast.sucesso(mensagem))
          // The failure is already toasted (app query client): close the confirmation.
          .catch(() => undefined),
    });
  };
}
