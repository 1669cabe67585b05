import { EMAIL_PATTERN } from '@wf/shared/schemas/campos';
import { Alert, Divider, Modal, Select, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { mensagemDoErro } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';
import { useCompartilhamentos, useSalvarCompartilhamentos } from '../../api/bases-dados';
import { CompartilharViaOrganograma } from './CompartilharViaOrganograma';

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
      <CompartilharViaOrganograma idBase={idBase} />
    </Modal>
  );
}
