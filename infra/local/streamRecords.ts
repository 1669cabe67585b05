import type { AttributeValue as SdkAttributeValue, _Record as SdkStreamRecord } from '@aws-sdk/client-dynamodb-streams';
import type { AttributeValue as LambdaAttributeValue, DynamoDBRecord } from 'aws-lambda';

/**
 * The Streams API (through the SDK) and a Lambda event spell records differently: the SDK gives
 * binary as bytes and times as Date, Lambda receives base64 strings and epoch seconds. This turns
 * the first into the second, so the publisher gets exactly what Lambda's event source mapping sends.
 */
type Image = Record<string, LambdaAttributeValue>;

const base64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');

export function toLambdaAttributeValue(value: SdkAttributeValue): LambdaAttributeValue {
  if (value.S !== undefined) return { S: value.S };
  if (value.N !== undefined) return { N: value.N };
  if (value.BOOL !== undefined) return { BOOL: value.BOOL };
  if (value.NULL !== undefined) return { NULL: value.NULL };
  if (value.B !== undefined) return { B: base64(value.B) };
  if (value.M !== undefined) return { M: toLambdaImage(value.M) };
  if (value.L !== undefined) return { L: value.L.map(toLambdaAttributeValue) };
  if (value.SS !== undefined) return { SS: value.SS };
  if (value.NS !== undefined) return { NS: value.NS };
  if (value.BS !== undefined) return { BS: value.BS.map(base64) };
  // DynamoDB Local streams an empty map with no type at all ({}): read it as the empty map it
  // was, or one such record would stall the pump and with it every event after it.
  if (Object.keys(value).length === 0) return { M: {} };
  throw new Error(`Tipo de atributo desconhecido no Stream: ${JSON.stringify(value)}`);
}

export function toLambdaImage(image: Record<string, SdkAttributeValue>): Image {
  return Object.fromEntries(Object.entries(image).map(([name, value]) => [name, toLambdaAttributeValue(value)]));
}

const optionalImage = (image: Record<string, SdkAttributeValue> | undefined): Image | undefined =>
  image ? toLambdaImage(image) : undefined;

export function toLambdaStreamRecord(record: SdkStreamRecord, streamArn: string, region: string): DynamoDBRecord {
  const change = record.dynamodb ?? {};
  const created = change.ApproximateCreationDateTime;
  return {
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: record.eventVersion ?? '1.1',
    eventSource: 'aws:dynamodb',
    // DynamoDB Local reports region "ddblocal"; the handlers expect the one they run in.
    awsRegion: region,
    dynamodb: {
      ApproximateCreationDateTime: created ? Math.floor(created.getTime() / 1000) : undefined,
      Keys: optionalImage(change.Keys),
      NewImage: optionalImage(change.NewImage),
      OldImage: optionalImage(change.OldImage),
      SequenceNumber: change.SequenceNumber,
      SizeBytes: change.SizeBytes,
      StreamViewType: change.StreamViewType,
    },
    eventSourceARN: streamArn,
    ...(record.userIdentity && { userIdentity: record.userIdentity }),
  };
}
