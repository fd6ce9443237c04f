import Foundation
import SpacesKit
import Testing

@testable import SpacesRender

/// Does something (the controls only need an intent to draw).
private struct NoteIntent: AppIntent {
  static let title: LocalizedStringResource = "Note"
  func perform() async throws -> some IntentResult { .result() }
}

/// How a widget's Button and Toggle draw: a button's label on the tint, a column of it either
/// side; a toggle's label with a switch at the trailing edge, its knob where the state says.
@MainActor
@Suite("Views: intent buttons and toggles draw")
struct IntentControlRenderingTests {
  @Test("a button is its label inset by a column, filled with the tint, text in white")
  func button() throws {
    let view = Button("Note", intent: NoteIntent()).tint(.red)
    let rows = try ViewRendering.rows(view, width: 10, height: 1)
    #expect(rows == [" Note     "])
    let frame = try ViewRendering.frame(view, width: 10, height: 1)
    let theme = try ThemeLoader.defaultTheme()
    for x in 0..<6 { #expect(frame[x, 0].style.background == theme.resolve(.red)) }
    #expect(frame[1, 0].style.foreground == theme.resolve(.white))
    #expect(frame[6, 0].style.background != theme.resolve(.red))
  }

  @Test("a toggle takes the width: label leading, the switch trailing, on and off")
  func toggle() throws {
    #expect(
      try ViewRendering.rows(Toggle("Note", isOn: true, intent: NoteIntent()), width: 12, height: 1)
        == ["Note     ━━●"])
    #expect(
      try ViewRendering.rows(
        Toggle("Note", isOn: false, intent: NoteIntent()), width: 12, height: 1)
        == ["Note     ●━━"])
    #expect(LayoutNode.switchGlyph(isOn: true, asciiOnly: true) == "[ =o]")
  }

  @Test("the placed tree reports the controls' rectangles depth first")
  func controlRects() throws {
    let context = RenderContext(
      theme: try ThemeLoader.defaultTheme(), now: Date(timeIntervalSince1970: 0))
    let node = resolveViewNode(
      VStack(alignment: .leading) {
        Text("Title")
        Button("Note", intent: NoteIntent())
        Toggle("Note", isOn: true, intent: NoteIntent())
      })
    let placed = ViewRenderer(context: context).layout(
      node, in: Rect(x: 2, y: 1, width: 16, height: 3))
    #expect(
      placed.controlRects == [
        Rect(x: 2, y: 2, width: 6, height: 1), Rect(x: 2, y: 3, width: 16, height: 1),
      ])
  }
}
