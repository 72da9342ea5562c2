/** Parses `--flag value` and `--flag=value` pairs; anything else is reported, never guessed at. */
export function parseFlags(args: string[]): { flags: Map<string, string>; problem: string | null } {
  const flags = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--') || arg === '--') return { flags, problem: `Unexpected argument "${arg}".` };
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq === -1 ? undefined : eq);
    let value: string | undefined;
    if (eq !== -1) value = arg.slice(eq + 1);
    else if (i + 1 < args.length && !args[i + 1]!.startsWith('--')) value = args[++i];
    if (value === undefined) return { flags, problem: `Flag --${name} needs a value.` };
    if (flags.has(name)) return { flags, problem: `Flag --${name} is given twice.` };
    flags.set(name, value);
  }
  return { flags, problem: null };
}
