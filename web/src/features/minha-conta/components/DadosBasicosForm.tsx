import { Button, Col, DatePicker, Divider, Flex, Form, Input, Row, Typography } from 'antd';
import { mensagens } from '@wf/shared/messages';
import { atualizarMinhaContaSchema } from '@wf/shared/schemas/usuario';
import type { UsuarioSessao } from '@wf/shared/types/sessao';
import { mascaraCpf, mascaraTelefone } from '@wf/shared/validation/documentos';
import dayjs, { type Dayjs } from '../../../lib/dayjs';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { mostrarErrosNosCampos, regraIgualA, regraZod, validarComSchema } from '../../../lib/formularioZod';
import { toast } from '../../../lib/toast';
import { useAtualizarMinhaConta, type EdicaoMinhaConta } from '../api/atualizar-minha-conta';
import { dadosPerfil } from '../utils/dadosMinhaConta';
import { FotoPerfil } from './FotoPerfil';

export interface DadosBasicosFormProps {
  usuario: UsuarioSessao;
}

interface CamposDadosBasicos {
  nome: string;
  cpf: string;
  celular: string;
  dataNascimento: Dayjs | null;
  empresa: string;
  cargo: string;
  senha?: string;
  confirmarSenha?: string;
}

const FORMATO_DATA_TELA = 'DD/MM/YYYY';
const FORMATO_DATA_API = 'YYYY-MM-DD';

/** The user's own profile. The password fields change the password only when filled. */
export function DadosBasicosForm({ usuario }: DadosBasicosFormProps) {
  const [form] = Form.useForm<CamposDadosBasicos>();
  const [foto, setFoto] = useState<string | null | undefined>(undefined);
  const atualizar = useAtualizarMinhaConta();
  const campos = atualizarMinhaContaSchema.shape;
  const salvos = dadosPerfil(usuario);

  const handleSalvar = (valores: CamposDadosBasicos) => {
    // acessoAPI stays out: the API tab owns it.
    const edicao: EdicaoMinhaConta = {
      ...valores,
      dataNascimento: valores.dataNascimento ? valores.dataNascimento.format(FORMATO_DATA_API) : '',
      senha: valores.senha ?? '',
      confirmarSenha: valores.confirmarSenha || undefined,
      imgFoto: foto,
    };
    if (!validarComSchema(form, atualizarMinhaContaSchema, edicao).sucesso) return;
    atualizar.mutate(edicao, {
      onSuccess: ({ mensagem }) => {
        toast.sucesso(mensagem);
        setFoto(undefined);
        form.setFieldsValue({ senha: '', confirmarSenha: '' });
      },
      onError: (erro) => {
        if (erro instanceof ApiError) mostrarErrosNosCampos(form, erro.campos);
      },
    });
  };

  return (
    <Form<CamposDadosBasicos>
      form={form}
      layout="vertical"
      validateTrigger="onBlur"
      onFinish={handleSalvar}
      initialValues={{
        ...salvos,
        dataNascimento: salvos.dataNascimento ? dayjs(salvos.dataNascimento) : null,
      }}
      style={{ maxWidth: 720 }}
    >
      <Form.Item label="Foto">
        <FotoPerfil usuario={usuario} valor={foto} onAlterar={setFoto} />
      </Form.Item>
      <Form.Item label="E-mail">
        <Typography.Text>{usuario.email}</Typography.Text>
      </Form.Item>
      <Form.Item label="Nome" name="nome" rules={[regraZod(campos.nome)]} required>
        <Input autoComplete="name" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="CPF" name="cpf" rules={[regraZod(campos.cpf)]} normalize={mascaraCpf}>
            <Input inputMode="numeric" placeholder="000.000.000-00" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Celular" name="celular" rules={[regraZod(campos.celular)]} normalize={mascaraTelefone}>
            <Input inputMode="tel" autoComplete="tel-national" placeholder="(00) 00000-0000" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Data de nascimento" name="dataNascimento">
            <DatePicker
              format={FORMATO_DATA_TELA}
              placeholder="DD/MM/AAAA"
              style={{ width: '100%' }}
              disabledDate={(data) => data.isAfter(dayjs(), 'day')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Empresa" name="empresa" rules={[regraZod(campos.empresa)]}>
            <Input autoComplete="organization" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Cargo" name="cargo" rules={[regraZod(campos.cargo)]}>
            <Input autoComplete="organization-title" />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start" plain>
        Alterar senha
      </Divider>
      <Typography.Paragraph type="secondary">Deixe em branco para manter a senha atual.</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Nova senha" name="senha" rules={[regraZod(campos.senha)]}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="Confirmar nova senha"
            name="confirmarSenha"
            dependencies={['senha']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_regra, valor?: string) => {
                  if (getFieldValue('senha') && !valor) throw new Error(mensagens.confirmarSenhaObrigatoria);
                },
              }),
              regraIgualA('senha', mensagens.senhasDiferentes),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Col>
      </Row>
      <Flex justify="flex-end">
        <Button type="primary" htmlType="submit" loading={atualizar.isPending}>
          Salvar alterações
        </Button>
      </Flex>
    </Form>
  );
}
