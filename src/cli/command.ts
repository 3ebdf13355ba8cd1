import { Command } from 'commander'

/** A command that throws instead of exiting or printing, so `main` reports every failure the same way. */
export function newCommand(name: string): Command {
  return new Command(name).exitOverride().configureOutput({ writeErr: () => undefined, outputError: () => undefined })
}
