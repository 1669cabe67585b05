import { Form, Modal, type FormInstance, type FormProps } from 'antd';
import type { ReactNode } from 'react';

export interface DialogoFormularioEtapaProps<Campos> {
  titulo: string;
  textoConfirmar: string;
  /** Width from md up; below it the dialog takes the whole screen width. */
  largura: number;
  form: FormInstance<Campos>;
  valoresIniciais: FormProps<Campos>['initialValues'];
  marcaObrigatorio?: FormProps<Campos>['requiredMark'];
  salvando: boolean;
  /** The confirm button is off (e.g. the AI tab is showing). */
  confirmarDesabilitado?: boolean;
  /** Something runs that must not be interrupted: the dialog cannot be closed. */
  bloqueado?: boolean;
  onSalvar: (valores: Campos) => void;
  onFechar: () => void;
  children: ReactNode;
}

/**
 * The frame of the stage dialogs: a modal whose confirm button submits a vertical form (Enter in
 * a field submits it too, through the hidden submit button), Cancelar closes it.
 */
export function DialogoFormularioEtapa<Campos>({
  titulo,
  textoConfirmar,
  largura,
  form,
  valoresIniciais,
  marcaObrigatorio,
  salvando,
  confirmarDesabilitado,
  bloqueado,
  onSalvar,
  onFechar,
  children,
}: DialogoFormularioEtapaProps<Campos>) {
  return (
    <Modal
      open
      title={titulo}
      okText={textoConfirmar}
      cancelText="Cancelar"
      onOk={form.submit}
      onCancel={onFechar}
      confirmLoading={salvando}
      okButtonProps={{ disabled: confirmarDesabilitado }}
      cancelButtonProps={{ disabled: bloqueado }}
      closable={!bloqueado}
      maskClosable={!bloqueado}
      keyboard={!bloqueado}
      destroyOnHidden
      width={{ xs: '100%', md: largura }}
    >
      <Form<Campos>
        form={form}
        layout="vertical"
        onFinish={onSalvar}
        initialValues={valoresIniciais}
        requiredMark={marcaObrigatorio}
      >
        {children}
        <button type="submit" style={{ display: 'none' }} aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
