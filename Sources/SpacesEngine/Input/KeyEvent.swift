import SpacesKit

/// A key press, decoded from the terminal (or a key script) into what the dashboard handles.
public enum KeyEvent: Hashable, Sendable, CustomStringConvertible {
  /// A printable character, including space.
  case character(Character)
  /// Control plus a letter (`ctrl("c")`).
  case control(Character)
  case enter, escape, tab, backTab, backspace, delete
  case up, down, left, right, home, end, pageUp, pageDown
  /// A function key, F1…F12.
  case function(Int)

  /// The key's name as key scripts and the help overlay write it.
  public var description: String {
    switch self {
    case .character(" "): "Space"
    case .character(let c): String(c)
    case .control(let c): "Ctrl-\(c)"
    case .enter: "Enter"
    case .escape: "Esc"
    case .tab: "Tab"
    case .backTab: "BackTab"
    case .backspace: "Backspace"
    case .delete: "Delete"
    case .up: "Up"
    case .down: "Down"
    case .left: "Left"
    case .right: "Right"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "PageUp"
    case .pageDown: "PageDown"
    case .function(let n): "F\(n)"
    }
  }

  /// Parses a key name as written in key scripts ("Enter", "Up", "q", "Space", "Ctrl-c", "F5").
  public init?(name: String) {
    let named: [String: KeyEvent] = [
      "enter": .enter, "return": .enter, "esc": .escape, "escape": .escape, "tab": .tab,
      "backtab": .backTab, "backspace": .backspace, "bs": .backspace, "delete": .delete,
      "del": .delete, "up": .up, "down": .down, "left": .left, "right": .right, "home": .home,
      "end": .end, "pageup": .pageUp, "pgup": .pageUp, "pagedown": .pageDown, "pgdn": .pageDown,
      "space": .character(" "),
    ]
    if let key = named[name.lowercased()] {
      self = key
    } else if name.count == 1, let c = name.first {
      self = .character(c)
    } else if name.lowercased().hasPrefix("ctrl-"), name.count == 6, let c = name.last {
      self = .control(Character(c.lowercased()))
    } else if name.uppercased().hasPrefix("F"), let n = Int(name.dropFirst()), (1...12).contains(n)
    {
      self = .function(n)
    } else {
      return nil
    }
  }
}
