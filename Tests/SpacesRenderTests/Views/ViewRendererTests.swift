import Foundation
import SpacesKit
import SpacesRender
import Testing

@MainActor
@Suite("ViewRenderer: SwiftUI layout in cells")
struct ViewRendererTests {
  func render<V: View>(
    _ view: V, width: Int = 20, height: Int = 3, now: Date = Date(timeIntervalSince1970: 0)
  ) throws -> String {
    let context = RenderContext(theme: try ThemeLoader.defaultTheme(), now: now)
    var frame = Frame(width: width, height: height)
    ViewRenderer(context: context).draw(
      resolveViewNode(view), in: Rect(x: 0, y: 0, width: width, height: height), frame: &frame,
      environment: .init(foreground: .default))
    return frame.text
  }

  @Test("HStack with a Spacer pushes content to the edges")
  func spacer() throws {
    let text = try render(
      HStack {
        Text("Work"); Spacer(); Text("25:00")
      }, height: 1)
    #expect(text == "Work           25:00")
  }

  @Test("Label draws icon then title; VStack stacks; text truncates in a one-row area")
  func labelAndStack() throws {
    let text = try render(
      VStack(alignment: .leading) {
        Label("Running", systemImage: "hourglass")
        Text("A very long title that does not fit")
      }, height: 2)
    #expect(text.components(separatedBy: "\n")[0].hasPrefix("⏳ Running"))
    #expect(text.components(separatedBy: "\n")[1] == "A very long title t…")
  }

  @Test("padding and frame place content as SwiftUI does (8 pt a column, 16 pt a row)")
  func paddingAndFrame() throws {
    let text = try render(Text("Hi").padding(16), width: 8, height: 3)
    #expect(text.components(separatedBy: "\n") == ["        ", "  Hi    ", "        "])
    let framed = try render(Text("Hi").frame(width: 64, alignment: .trailing), width: 10, height: 1)
    #expect(framed == "      Hi  ")
  }

  @Test("Text(timerInterval:) counts down whole seconds left, reaching 0:00 at the end")
  func timer() throws {
    let start = Date(timeIntervalSince1970: 0)
    let view = Text(timerInterval: start...start.addingTimeInterval(1500), countsDown: true)
    #expect(try render(view, width: 6, height: 1, now: start) == "25:00 ")
    // The whole first second shows 25:00 (24:59.5 left rounds up), so the text changes exactly
    // when the redraw schedule wakes; and the last second shows 0:01 until the end.
    #expect(try render(view, width: 6, height: 1, now: start + 0.5) == "25:00 ")
    #expect(try render(view, width: 6, height: 1, now: start + 1) == "24:59 ")
    #expect(try render(view, width: 6, height: 1, now: start + 1499.5) == "0:01  ")
    #expect(try render(view, width: 6, height: 1, now: start + 1500) == "0:00  ")
    #expect(try render(view, width: 6, height: 1, now: start + 9999) == "0:00  ")
    let long = Text(timerInterval: start...start.addingTimeInterval(3723), countsDown: true)
    #expect(try render(long, width: 8, height: 1, now: start) == "1:02:03 ")
  }
}
