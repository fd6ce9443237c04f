// TEMPORARY: manual end-to-end check of NcursesTerminal in tmux. Delete after use.
import Foundation
import SpacesRender
import Synchronization
import Testing

@testable import SpacesTerminal

final class EventQueue: Sendable {
  let events = Mutex<[TerminalEvent]>([])
  let semaphore = DispatchSemaphore(value: 0)
  func push(_ event: TerminalEvent) {
    events.withLock { $0.append(event) }
    semaphore.signal()
  }
  func pop() -> TerminalEvent {
    semaphore.wait()
    return events.withLock { $0.removeFirst() }
  }
}

@Test(.enabled(if: ProcessInfo.processInfo.environment["SPACES_TERMCHECK"] == "1"))
func termcheck() throws {
  let log = fopen("/tmp/termcheck-events.log", "w")!
  func note(_ text: String) {
    fputs(text + "\n", log)
    fflush(log)
  }
  NcursesTerminal.installEmergencyRestore()
  let queue = EventQueue()
  let capabilities = TerminalCapabilities.detect()
  note("detected \(capabilities)")
  let terminal = try NcursesTerminal.start(capabilities: capabilities) { queue.push($0) }
  note("started; effective \(terminal.capabilities)")
  var size = (width: 0, height: 0)
  var history: [String] = []
  func draw() {
    var frame = Frame(width: size.width, height: size.height)
    let title = CellStyle(foreground: .rgb(0xAF, 0x52, 0xDE), attributes: [.bold])
    frame.write("⏳ Work Timer 日本|", x: 2, y: 1, style: title)
    frame.write(
      "size \(size.width)x\(size.height)  depth \(terminal.capabilities.colorDepth)", x: 2, y: 3,
      style: CellStyle(foreground: .rgb(255, 0, 0)))
    let stats = terminal.statistics
    frame.write(
      "drawn \(stats.framesDrawn) written \(stats.cellsWritten) skipped \(stats.cellsSkipped)",
      x: 2, y: 4, style: CellStyle(attributes: [.dim]))
    for (row, line) in history.suffix(8).enumerated() {
      frame.write(line, x: 2, y: 6 + row, style: CellStyle(background: .rgb(0, 0, 128)))
    }
    frame.write("q quit · c crash · x exit(3)", x: 2, y: size.height - 1, style: CellStyle(attributes: .reverse))
    terminal.present(frame)
  }
  while true {
    let event = queue.pop()
    note("event \(event)")
    history.append("event: \(event)")
    switch event {
    case .resize(let width, let height):
      size = (width, height)
    case .key(.character("q")):
      terminal.stop()
      note("stopped; stats \(terminal.statistics)")
      exit(0)
    case .key(.character("c")):
      fatalError("deliberate crash to test emergency restore")
    case .key(.character("x")):
      exit(3)
    case .signal(let signo):
      terminal.stop()
      note("stopped after signal \(signo)")
      exit(128 + signo)
    case .inputClosed:
      terminal.stop()
      exit(4)
    default:
      break
    }
    draw()
  }
}
