import SpacesRender
import Testing

@testable import SpacesTerminal

@Suite struct HeadlessTerminalTests {
  @Test func recordsFramesTextAndStatistics() {
    let terminal = HeadlessTerminal()
    #expect(terminal.latestFrame == nil)
    #expect(terminal.latestText == nil)

    var frame = Frame(width: 20, height: 2)
    frame.write("⏳ Work Timer 日本", x: 0, y: 0, style: CellStyle())
    terminal.present(frame)
    #expect(terminal.frameCount == 1)
    #expect(terminal.latestText == "⏳ Work Timer 日本  \n" + String(repeating: " ", count: 20))
    var stats = terminal.statistics
    #expect(stats.fullRepaints == 1)
    #expect(stats.cellsWritten == 37)  // 40 cells, 3 of them continuations of wide graphemes
    #expect(stats.cellsSkipped == 3)

    frame.write("X", x: 0, y: 1, style: CellStyle(attributes: .bold))
    terminal.present(frame)
    stats = terminal.statistics
    #expect(terminal.frameCount == 2)
    #expect(terminal.latestFrame == frame)
    #expect(stats.framesDrawn == 2)
    #expect(stats.fullRepaints == 1)
    #expect(stats.cellsWritten == 38)
    #expect(stats.cellsSkipped == 3 + 39)
  }

  @Test func stopIsIdempotentAndUsableAsABackend() {
    let backend: any TerminalBackend = HeadlessTerminal()
    backend.stop()
    backend.stop()
    #expect((backend as? HeadlessTerminal)?.isStopped == true)
    #expect(backend.statistics == TerminalStatistics())
  }
}
