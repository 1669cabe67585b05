import { EMAIL_PATTERN } from '@wf/shared/schemas/campos';
import { Alert, Divider, Modal, Select, Skeleton, Spin, Typography } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { mensagemDoErro } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';
import { useCompartilhamentos, useSalvarCompartilhamentos } from '../../api/bases-dados';

/**
 * Loaded when the dialog opens, not with the base's page: its tree picker and list would
 * otherwise be named in the entry chunk's preload map, which the public routes' weight budget
 * counts (docs/adr/0031-spa-weight.md).
 */
const CompartilharViaOrganograma = lazy(async () => ({
  default: (await import('./CompartilharViaOrganograma')).CompartilharViaOrganograma,
}));

export interface CompartilharModalProps {
  idBase: string;
  /** The session user owns the base (an editor shares too, but never deletes it). */
  dono: boolean;
  onFechar: () => void;
}

/**
 * The owner or an editor names, by e-mail, the people who may edit the base (columns, records,
 * imports), and below that the organogram's units whose people may (saved at once).
 */
export function CompartilharModal({ idBase, dono, onFechar }: CompartilharModalProps) {
  const atuais = useCompartilhamentos(idBase, true);
  const salvar = useSalvarCompartilhamentos(idBase);
  const [emails, setEmails] = useState<string[]>([]);
  useEffect(() => {
    if (atuais.data) setEmails(atuais.data.emails);
  }, [atuais.data]);
  const invalidos = emails.filter((e) => !EMAIL_PATTERN.test(e));

  const handleSalvar = async () => {
    try {
      const r = await salvar.mutateAsync(emails.map((e) => e.trim().toLowerCase()));
      toast.sucesso(r.mensagem || 'Compartilhamento salvo com sucesso!');
      onFechar();
    } catch (erro) {
      toast.erro(mensagemDoErro(erro));
    }
  };

  return (
    <Modal
      open
      title="Compartilhar base de dados"
      onCancel={onFechar}
      onOk={() => void handleSalvar()}
      okText="Salvar"
      cancelText="Cancelar"
      okButtonProps={{ disabled: invalidos.length > 0 || atuais.isPending }}
      confirmLoading={salvar.isPending}
    >
      <Typography.Title level={5}>Via Email</Typography.Title>
      <Typography.Paragraph type="secondary">
        As pessoas abaixo poderão editar colunas e registros, importar dados e compartilhar a base.{' '}
        {dono ? 'Somente você pode excluir a base.' : 'Somente o dono pode excluir a base.'}
      </Typography.Paragraph>
      {atuais.isPending ? (
        <Spin />
      ) : atuais.isError ? (
        <Alert type="error" message="Problema ao carregar os dados" />
      ) : (
        <Select
          mode="tags"
          style={{ width: '100%' }}
          value={emails}
          onChange={setEmails}
          tokenSeparators={[',', ';', ' ']}
          placeholder="Digite os e-mails e tecle Enter"
          aria-label="E-mails das pessoas"
          open={false}
          suffixIcon={null}
        />
      )}
      {invalidos.length > 0 && <Typography.Text type="danger">E-mail inválido: {invalidos.join(', ')}</Typography.Text>}
      <Divider />
      <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} />}>
        <CompartilharViaOrganograma idBase={idBase} />
      </Suspense>
    </Modal>
  );
}
