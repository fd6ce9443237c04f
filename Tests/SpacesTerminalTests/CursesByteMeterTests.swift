import SpacesEngine
import SpacesRender
import SpacesTestSupport
import Testing

@testable import SpacesTerminal

/// The byte meter draws with the real ncurses session into a pseudo-terminal. The frames are
/// made first (that awaits); the meter is then opened, used and closed without suspending, so
/// no other main-actor test can try to use curses meanwhile.
@MainActor
@Suite struct CursesByteMeterTests {
  @Test("a toggle writes some bytes, far fewer than a full repaint")
  func toggleCostsLessThanARepaint() async throws {
    let pilot = try await Pilot(size: TerminalSize(width: 80, height: 24))
    defer { pilot.close() }
    let before = pilot.frame
    await pilot.press(.enter)
    let after = pilot.frame
    #expect(FrameDiff(from: before, to: after).changedCells > 0, "the toggle changed the screen")

    let meter = try CursesByteMeter(width: 80, height: 24)
    defer { meter.close() }
    let first = try #require(meter.draw(before))
    let toggle = try #require(meter.draw(after))
    meter.repaintNext()
    let repaint = try #require(meter.draw(after))

    #expect(first.isFullRepaint)
    #expect(!toggle.isFullRepaint)
    #expect(repaint.isFullRepaint)
    #expect(toggle.bytes > 0)
    #expect(toggle.bytes < repaint.bytes)
    #expect(toggle.cellsWritten < repaint.cellsWritten)
    if let written = toggle.bytesWritten {
      // What curses passed to write(2) is what the terminal received (no output processing
      // adds bytes to cursor addressing).
      #expect(written == toggle.bytes)
    }
  }

  @Test("unchanged frames cost no bytes")
  func unchangedFrameIsFree() async throws {
    let pilot = try await Pilot(size: TerminalSize(width: 80, height: 24))
    defer { pilot.close() }
    let frame = pilot.frame

    let meter = try CursesByteMeter(width: 80, height: 24)
    defer { meter.close() }
    _ = try #require(meter.draw(frame))
    let again = try #require(meter.draw(frame))
    #expect(again.bytes == 0)
    #expect(again.cellsWritten == 0)
  }

  @Test func onlyOneCursesUserAtATime() throws {
    let meter = try CursesByteMeter(width: 40, height: 10)
    #expect(throws: TerminalError.alreadyRunning) {
      _ = try CursesByteMeter(width: 40, height: 10)
    }
    meter.close()
    let next = try CursesByteMeter(width: 40, height: 10)
    next.close()
  }

  @Test func parsesTheWriteCounter() {
    let text = Array("rchar: 10\nwchar: 4321\nsyscr: 2\n".utf8)
    #expect(ThreadWriteCounter.field("wchar", in: text[...]) == 4321)
    #expect(ThreadWriteCounter.field("rchar", in: text[...]) == 10)
    #expect(ThreadWriteCounter.field("nope", in: text[...]) == nil)
  }
}
