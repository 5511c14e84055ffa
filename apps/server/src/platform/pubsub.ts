import type { Redis } from 'ioredis';

export type TMessageHandler = (message: string) => void;

/**
 * Messages to every server process: through Redis pub/sub when REDIS_URL is set (several processes behind a
 * load balancer), else within this process. A subscriber hears its own process's messages once, either way.
 */
export type TPubSub = {
  publish(channel: string, message: string): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(channel: string, handler: TMessageHandler): () => void;
  close(): Promise<void>;
};

class HandlerRegistry {
  private readonly byChannel = new Map<string, Set<TMessageHandler>>();

  add(channel: string, handler: TMessageHandler): { first: boolean; remove: () => boolean } {
    let handlers = this.byChannel.get(channel);
    const first = !handlers;
    if (!handlers) this.byChannel.set(channel, (handlers = new Set()));
    handlers.add(handler);
    return {
      first,
      // true when the channel has no handler left
      remove: () => {
        handlers.delete(handler);
        if (handlers.size > 0 || this.byChannel.get(channel) !== handlers) return false;
        this.byChannel.delete(channel);
        return true;
      },
    };
  }

  deliver(channel: string, message: string): void {
    for (const handler of this.byChannel.get(channel) ?? []) {
      try {
        handler(message);
      } catch {
        // One failing listener must not keep the message from the others.
      }
    }
  }

  clear(): void {
    this.byChannel.clear();
  }
}

function inProcessPubSub(): TPubSub {
  const handlers = new HandlerRegistry();
  return {
    publish: async (channel, message) => handlers.deliver(channel, message),
    subscribe: (channel, handler) => handlers.add(channel, handler).remove,
    close: async () => handlers.clear(),
  };
}

/**
 * A (un)subscribe still waiting when the bus closes rejects with "Connection is closed": nothing is left to
 * hear. While the bus is open ioredis re-subscribes by itself after a reconnect, so no other rejection is lost.
 */
const settledByClose = () => undefined;

function redisPubSub(publisher: Redis): TPubSub {
  const handlers = new HandlerRegistry();
  // A connection in subscriber mode can do nothing else: one of its own, opened on first use.
  let subscriber: Redis | undefined;
  const subscriberConnection = () => {
    if (!subscriber) {
      subscriber = publisher.duplicate();
      subscriber.on('message', (channel: string, message: string) => handlers.deliver(channel, message));
    }
    return subscriber;
  };
  return {
    publish: async (channel, message) => {
      await publisher.publish(channel, message);
    },
    subscribe: (channel, handler) => {
      const { first, remove } = handlers.add(channel, handler);
      if (first) subscriberConnection().subscribe(channel).catch(settledByClose);
      return () => {
        if (remove()) subscriber?.unsubscribe(channel).catch(settledByClose);
      };
    },
    close: async () => {
      handlers.clear();
      subscriber?.disconnect();
      subscriber = undefined;
    },
  };
}

export function createPubSub(redis?: Redis): TPubSub {
  return redis ? redisPubSub(redis) : inProcessPubSub();
}
