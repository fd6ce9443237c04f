import ArgumentParser

@testable import SpacesDashboard

/// libFuzzer target: the dashboard's command line (`SpacesCommand.parseAsRoot`, which validates
/// every option) over arbitrary arguments (the input split at NUL bytes), or over command lines
/// the hostile generator writes (each subcommand's options with values at and past their
/// limits, negative, not finite, not numbers).
///
/// Parsing must never trap; an error is a usage error (exit 64) or help (exit 0) with a
/// message; a command line it accepts has every numeric value inside its range.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommandLine(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: count)
  var input = HostileInput(bytes)
  let arguments =
    input.wantsGenerator()
    ? hostileArguments(&input)
    : bytes.split(separator: 0, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
  let command: ParsableCommand
  do {
    command = try SpacesCommand.parseAsRoot(arguments)
  } catch {
    let code = SpacesCommand.exitCode(for: error).rawValue
    guard code == 0 || code == 64 else {
      fatalError("\(arguments) failed with exit \(code): \(error)")
    }
    if code == 64, SpacesCommand.message(for: error).isEmpty {
      fatalError("\(arguments) failed without a message")
    }
    return 0
  }
  checkRanges(command, arguments: arguments)
  return 0
}

/// Fails when a parsed command holds a value outside its option's range.
func checkRanges(_ command: ParsableCommand, arguments: [String]) {
  func fail(_ what: String) -> Never { fatalError("\(arguments) parsed with \(what)") }
  switch command {
  case let run as RunCommand:
    if !OptionLimits.speed.range.contains(run.speed) { fail("--speed \(run.speed)") }
  case let snapshot as SnapshotCommand:
    guard let size = snapshot.parsedSize, (1...1000).contains(size.width),
      (1...1000).contains(size.height)
    else { fail("--size \(snapshot.size)") }
    guard let script = try? KeyScript(parsing: snapshot.keys) else { fail("--keys") }
    let advance = snapshot.advance.flatMap(DurationParser.parse) ?? 0
    if !OptionLimits.elapsed.range.contains(script.elapsed + advance) {
      fail("\(script.elapsed + advance) s to let pass")
    }
  case let preview as PreviewCommand:
    if !OptionLimits.previewEntry.range.contains(preview.entry) { fail("--entry") }
  case let server as ServerCommand:
    if let idle = server.exitWhenIdle, !OptionLimits.exitWhenIdle.range.contains(idle) {
      fail("--exit-when-idle \(idle)")
    }
  default:
    break
  }
}

/// A subcommand, then options with hostile values (or none), in any order, sometimes twice.
func hostileArguments(_ input: inout HostileInput) -> [String] {
  var arguments: [String] = []
  let subcommand = input.choose([
    "", "run", "snapshot", "preview", "server", "push", "record", "themes", "symbols", "bogus",
  ])
  if !subcommand.isEmpty { arguments.append(subcommand) }
  while input.hasMore, arguments.count < 24 {
    let option = input.choose([
      "--speed", "--advance", "--size", "--keys", "--entry", "--exit-when-idle", "--frames",
      "--space", "--theme", "--state-dir", "--device", "--kind", "--token", "--out", "--all",
      "--stats", "--ascii", "--help", "-h", "--", "preview-kind",
    ])
    arguments.append(option)
    switch input.byte() ?? 0 {
    case 0..<100: arguments.append(input.number())
    case 100..<150: arguments.append(input.duration())
    case 150..<190: arguments.append(input.number() + "x" + input.number())
    case 190..<230: arguments.append(input.keyScript())
    default: arguments.append(input.text(upTo: 2_000))
    }
  }
  return arguments
}
