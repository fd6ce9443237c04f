import Foundation
import SpacesKit
import Testing

/// Logs a glass of water.
private struct LogWaterIntent: AppIntent {
  static let title: LocalizedStringResource = "Log Water"
  func perform() async throws -> some IntentResult { .result() }
}

/// Turns reminders on or off.
private struct SetRemindersIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Set Reminders"
  @Parameter(title: "On") var value: Bool
  func perform() async throws -> some IntentResult { .result() }
}

/// `Button` and `Toggle` with an app intent, in every form Apple declares, resolve to the
/// interactive nodes a widget's presses run.
@MainActor
@Suite("Views: Button(intent:) and Toggle(isOn:intent:)")
struct IntentControlTests {
  let water = IntentBox(LogWaterIntent())
  let reminders = IntentBox(SetRemindersIntent())

  @Test("every Button form keeps the intent and its label")
  func buttons() {
    let title = "Water"
    let label = ViewNode.label(title: .text(.verbatim("Water")), icon: .image(systemName: "drop"))
    #expect(
      resolveViewNode(Button(intent: LogWaterIntent()) { Label("Water", systemImage: "drop") })
        == .button(intent: water, label: label))
    #expect(
      resolveViewNode(Button("Water", intent: LogWaterIntent()))
        == .button(intent: water, label: .text(.verbatim("Water"))))
    #expect(
      resolveViewNode(Button(title, intent: LogWaterIntent()))
        == .button(intent: water, label: .text(.verbatim("Water"))))
    #expect(
      resolveViewNode(Button("Water", role: .destructive, intent: LogWaterIntent()))
        == .button(intent: water, label: .text(.verbatim("Water"))))
    #expect(
      resolveViewNode(Button(title, role: .cancel, intent: LogWaterIntent()))
        == .button(intent: water, label: .text(.verbatim("Water"))))
    #expect(
      resolveViewNode(Button(role: nil, intent: LogWaterIntent()) { Text("Water") })
        == .button(intent: water, label: .text(.verbatim("Water"))))
  }

  @Test("every Toggle form keeps its state, the intent and its label")
  func toggles() {
    let title = "Reminders"
    #expect(
      resolveViewNode(Toggle(isOn: true, intent: SetRemindersIntent()) { Text("Reminders") })
        == .toggle(isOn: true, intent: reminders, label: .text(.verbatim("Reminders"))))
    #expect(
      resolveViewNode(Toggle("Reminders", isOn: false, intent: SetRemindersIntent()))
        == .toggle(isOn: false, intent: reminders, label: .text(.verbatim("Reminders"))))
    #expect(
      resolveViewNode(Toggle(title, isOn: true, intent: SetRemindersIntent()))
        == .toggle(isOn: true, intent: reminders, label: .text(.verbatim("Reminders"))))
  }

  @Test("a tree's interactive elements come depth first; their labels are walked")
  func elements() {
    let node = resolveViewNode(
      VStack {
        Text("Today")
        HStack {
          Toggle("Reminders", isOn: true, intent: SetRemindersIntent())
          Button("Water", intent: LogWaterIntent())
        }
      })
    #expect(
      node.interactiveElements == [
        .toggle(isOn: true, intent: reminders, label: .text(.verbatim("Reminders"))),
        .button(intent: water, label: .text(.verbatim("Water"))),
      ])
    #expect(node.firstText == "Today")
    var texts: [String] = []
    node.forEachNode { if case .text(.verbatim(let text)) = $0 { texts.append(text) } }
    #expect(texts == ["Today", "Reminders", "Water"])
  }

  @Test("a key's interpolation takes format styles, as SwiftUI's does")
  func formatInterpolation() {
    let date = Date(timeIntervalSince1970: 0)
    let style = Date.FormatStyle(
      date: .numeric, time: .omitted, timeZone: TimeZone(identifier: "UTC")!)
    let key: LocalizedStringKey = "on \(date, format: style) · \(3) cups"
    #expect(key.text == "on \(style.format(date)) · 3 cups")
  }
}
