import Foundation
import SpacesEngine
import SpacesKit

/// Pressing what a widget offers (iOS 17's interactive widgets), named as a person names it.
extension TestDashboard {
  /// Presses a button, toggle or link inside a Home Screen widget, as a person would.
  ///
  /// A `Button(intent:)`, `Toggle(isOn:intent:)` or `Link`: the Home Screen is shown, the
  /// element focused, Enter pressed.
  /// ```swift
  /// await dashboard.tap("Start Brewing", inWidget: "Coffee")
  /// ```
  ///
  /// The element is named by its accessibility label, a text it shows, its intent's title, or
  /// its SF Symbol's name; the widget as `widget(_:family:containing:)` names it. A name that
  /// names no element, or several, fails the test listing the elements, and presses nothing.
  public func tap(
    _ element: String, inWidget name: String, family: WidgetFamily? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard
      let snapshot = widget(
        name, family: family, fileID: fileID, filePath: filePath, line: line, column: column)
    else { return }
    let home = state.widgets.homeScreen
    guard let index = home.firstIndex(where: { $0.name == snapshot.name }) else {
      TestFailure.record(
        "\(snapshot.name) is on the Lock Screen: only Home Screen widgets can be pressed here.",
        at: site)
      return
    }
    let elements = Self.namedElements(of: home[index].view.node)
    let lookup = NameLookup<(index: Int, names: [[String]], listing: String)>(
      noun: "element", names: \.names, listing: \.listing)
    switch lookup.find(element, in: home[index].view.isPlaceholder ? [] : elements) {
    case .failed(let message):
      TestFailure.record("In \(snapshot.name): " + message, at: site)
    case .found(let found):
      await show(.homeScreen)
      await session.send(.widgets(.focus(index, element: found.index)))
      await press(.enter)
    }
  }

  /// A widget view's interactive elements in focus order, each with its names (accessibility
  /// labels and texts; the intent's title; symbol names) and how a failure lists it.
  static func namedElements(of node: ViewNode) -> [(
    index: Int, names: [[String]], listing: String
  )] {
    let elements = node.interactiveElements
    var outerLabels = Array(repeating: [String](), count: elements.count)
    var seen = 0
    node.forEachNode { visited in
      switch visited {
      case .button, .toggle, .siriTip, .shortcutsLink, .modified(_, .link): seen += 1
      case .modified(let content, .accessibility(.label(let label))):
        let covered = content.interactiveElements.count
        for inner in seen..<min(elements.count, seen + covered) { outerLabels[inner].append(label) }
      default: break
      }
    }
    return elements.enumerated().map { index, element in
      var texts = outerLabels[index]
      var symbols: [String] = []
      var intent: String?
      var kind = "element"
      let label: ViewNode
      switch element {
      case .button(let action, let content):
        (kind, intent, label) = ("button", action.title, content)
      case .toggle(_, let action, let content):
        (kind, intent, label) = ("toggle", action.title, content)
      case .modified(let content, _):
        (kind, label) = ("link", content)
      default:
        label = element
      }
      label.forEachNode { inner in
        switch inner {
        case .text(.verbatim(let text)): texts.append(text)
        case .image(let name): symbols.append(name)
        case .modified(_, .accessibility(.label(let text))): texts.append(text)
        default: break
        }
      }
      let shown = (texts.map { "\"\($0)\"" } + symbols.map { "symbol \($0)" })
        .joined(separator: ", ")
      return (
        index, [texts, intent.map { [$0] } ?? [], symbols],
        "\(kind) \(shown.isEmpty ? "(no label)" : shown)"
          + (intent.map { ", runs \"\($0)\"" } ?? "")
      )
    }
  }
}
