import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, type Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

export interface AssistenteIaProps {
  /** The AI consumer (consumers/ia.ts): the only function that calls the model. */
  consumidor: LambdaFunction;
  arquivos: IBucket;
}

/** Model calls with retries and one repair take minutes, not seconds; the task's lease (10 min) outlasts it. */
export const TIMEOUT_CONSUMIDOR_IA = Duration.minutes(5);

/**
 * The AI assistant's own resources (docs/architecture.md, "AI assistance"): the model's API key
 * in Secrets Manager (read by the consumer at cold start; the operator puts the real key in it
 * after the first deploy), the dictated audio it reads and removes, and alarms on its errors,
 * throttles and the age of the events waiting for it.
 */
export class AssistenteIa extends Construct {
  readonly chave: Secret;
  readonly alarmes: Alarm[];

  constructor(scope: Construct, id: string, props: AssistenteIaProps) {
    super(scope, id);
    const { consumidor, arquivos } = props;
    this.chave = new Secret(this, 'ChaveOpenAi', {
      description: 'Chave da API do modelo de IA (OPENAI_API_KEY): troque o valor gerado pela chave real',
      generateSecretString: { passwordLength: 32, excludePunctuation: true },
    });
    this.chave.grantRead(consumidor);
    consumidor.addEnvironment('OPENAI_API_KEY_SECRET_ARN', this.chave.secretArn);
    // Per call 40 s, 2 retries (429/5xx, with backoff): two calls (one repair) stay within the timeout.
    consumidor.addEnvironment('IA_TIMEOUT_MS', '40000');
    consumidor.addEnvironment('IA_TENTATIVAS', '2');
    arquivos.grantRead(consumidor);
    arquivos.grantDelete(consumidor);

    const periodo = Duration.minutes(5);
    const alarme = (nome: string, metric: Metric, limite: number, descricao: string) =>
      new Alarm(this, nome, {
        metric,
        threshold: limite,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: descricao,
      });
    this.alarmes = [
      alarme('Erros', consumidor.metricErrors({ period: periodo }), 1, 'O consumidor de IA falhou (exceções).'),
      alarme('Limitacoes', consumidor.metricThrottles({ period: periodo }), 1, 'O consumidor de IA foi limitado.'),
      alarme(
        'IdadeDosEventos',
        consumidor.metric('AsyncEventAge', { period: periodo, statistic: 'Maximum' }),
        2 * 60_000,
        'Pedidos de IA esperam mais de 2 minutos pelo consumidor.',
      ),
    ];
  }
}
