import SpacesDashboard
import SpacesEngine
import SpacesRender
import SpacesTerminal

/// Bytes per frame, as the ncurses backend writes them: frames from a real session drawn with
/// `CursesByteMeter` (the terminal's own curses session, on a pseudo-terminal with
/// `xterm-256color`), counted where the terminal would receive them.
///
/// Scenarios, per size:
/// - `toggle`: Control Center, the Work Timer toggled on (the frame before → the settled frame
///   after);
/// - `countdown_tick`: the Lock Screen while the timer runs, one second later (the Live
///   Activity's countdown moves; a whole numericText roll is `AnimationBenchmark`'s);
/// - `full_repaint.control_center`: the whole Control Center redrawn, as after a resize;
/// - `full_repaint.lab`: the whole Control Lab redrawn (every control in every size and state).
///
/// For each: `bytes.S.WxH` (bytes written), `.changed_cells` (cells `FrameDiff` reports as
/// changed), `.changed_cells_utf8` (the minimum: the UTF-8 bytes of those cells' text, with
/// no cursor movement or colour), and `.ratio` = bytes ÷ that minimum.
@MainActor
enum ByteBenchmark {
  /// One measured change.
  struct Scenario {
    var name: String
    var before: Frame
    var after: Frame
    var repaint: Bool
  }

  static func run(in workspace: BenchWorkspace, report: (BenchLine) -> Void) async throws {
    for size in BenchSuite.sizes {
      let session = try await workspace.session(size: size)
      let idle = session.frame()
      await session.press(.enter)
      let toggled = session.frame()
      await session.press(.character(Space.lockScreen.key))
      let lock = session.frame()
      await session.advance(by: 1)
      let ticked = session.frame()
      await session.press(.character(Space.controlLab.key))
      let lab = session.frame()
      let scenarios = [
        Scenario(name: "toggle", before: idle, after: toggled, repaint: false),
        Scenario(name: "countdown_tick", before: lock, after: ticked, repaint: false),
        Scenario(
          name: "full_repaint.control_center", before: ticked, after: toggled, repaint: true),
        Scenario(name: "full_repaint.lab", before: toggled, after: lab, repaint: true),
      ]
      // From here on nothing suspends: curses is opened, used and closed in one go.
      try measure(scenarios, size: size, report: report)
    }
    report(
      .note(
        "bytes.countdown_tick is one second of the Lock Screen countdown; a whole numericText "
          + "roll is animation.roll.bytes"))
  }

  /// Draws each scenario's frames in order with one meter and reports the second frame's cost.
  static func measure(
    _ scenarios: [Scenario], size: TerminalSize, report: (BenchLine) -> Void
  ) throws {
    let meter = try CursesByteMeter(width: size.width, height: size.height)
    defer { meter.close() }
    for scenario in scenarios {
      let name = "bytes.\(scenario.name).\(BenchSuite.name(size))"
      _ = meter.draw(scenario.before)
      if scenario.repaint { meter.repaintNext() }
      guard let draw = meter.draw(scenario.after) else {
        report(.note("\(name): the pseudo-terminal did not deliver the frame"))
        continue
      }
      let diff = FrameDiff(from: scenario.repaint ? nil : scenario.before, to: scenario.after)
      let cells = diff.runs.flatMap(\.cells).filter { $0.width > 0 }
      let minimum = cells.reduce(0) { $0 + String($1.grapheme ?? " ").utf8.count }
      report(.count(name, draw.bytes, unit: "B"))
      report(.count("\(name).changed_cells", cells.count, unit: "cells"))
      report(.count("\(name).changed_cells_utf8", minimum, unit: "B"))
      report(.ratio("\(name).ratio", minimum > 0 ? Double(draw.bytes) / Double(minimum) : .nan))
      if let written = draw.bytesWritten, written != draw.bytes {
        report(
          .note("\(name): curses passed \(written) B to write(2), the terminal got \(draw.bytes) B")
        )
      }
    }
  }
}
