import Foundation
import SpacesEngine

/// A scripted sequence of key presses and waits: `"2 Enter wait:300ms Enter"`.
///
/// Tokens are key names (`Enter`, `Space`, `Up`, `q`, `Ctrl-c`, `F5`; see `KeyEvent(name:)`),
/// `wait:DURATION`, which advances the virtual clock between presses, or `text:'…'`, which
/// types its text one character (grapheme) at a time: `/ text:'Start a Meditation' Enter`.
/// Inside the quotes `\'` is a quote and `\\` a backslash.
///
/// A script has at most `maxSteps` steps and lets at most `maxElapsed` (31 days) pass in all,
/// so that no script runs for hours.
package struct KeyScript: Equatable, Sendable {
  /// The most steps (keys, typed characters and waits) a script may have.
  package static let maxSteps = 10_000
  /// The most simulated time a script's waits may let pass, in all (31 days).
  package static let maxElapsed: TimeInterval = 31 * 86_400

  /// One step of a script.
  package enum Step: Equatable, Sendable {
    case key(KeyEvent)
    case wait(TimeInterval)
  }

  /// The steps, in order.
  package var steps: [Step]

  /// The limits, as the errors name them.
  static var limits: String {
    "at most \(OptionLimits.number(maxSteps)) steps and \(DurationText.describe(maxElapsed)) "
      + "of waits in all"
  }

  /// The time the waits let pass, in all.
  package var elapsed: TimeInterval {
    steps.reduce(0) { total, step in
      if case .wait(let interval) = step { return total + interval }
      return total
    }
  }

  package init(steps: [Step]) { self.steps = steps }

  /// Parses a script; throws naming the token it can't read, or the limit it passes.
  package init(parsing text: String) throws {
    var steps: [Step] = []
    var elapsed: TimeInterval = 0
    for token in try Self.tokens(text) {
      if case .text(let typed) = token {
        guard steps.count + typed.count <= Self.maxSteps else {
          throw KeyScriptError(
            token: "text:'\(typed.prefix(20))\(typed.count > 20 ? "…" : "")'",
            reason: "too long: \(typed.count) characters (a script has \(Self.limits))")
        }
        steps += typed.map { .key(.character($0)) }
        continue
      }
      guard case .word(let token) = token else { continue }
      guard steps.count < Self.maxSteps else {
        throw KeyScriptError(
          token: token, reason: "one step too many (a script has \(Self.limits))")
      }
      if token.lowercased().hasPrefix("wait:") {
        guard let interval = DurationParser.parse(String(token.dropFirst(5))) else {
          throw KeyScriptError(token: token, reason: "bad duration (use e.g. 300ms, 2s, 1m30s)")
        }
        elapsed += interval
        guard elapsed <= Self.maxElapsed else {
          throw KeyScriptError(
            token: token,
            reason: "waits past \(DurationText.describe(Self.maxElapsed)) in all "
              + "(a script has \(Self.limits))")
        }
        steps.append(.wait(interval))
      } else if let key = KeyEvent(name: token) {
        steps.append(.key(key))
      } else {
        throw KeyScriptError(
          token: token,
          reason: "unknown key (use a character, Enter, Space, Esc, Tab, Up, Down, Left, Right, "
            + "Home, End, PageUp, PageDown, Backspace, Ctrl-x, F1–F12, or wait:DURATION)")
      }
    }
    self.steps = steps
  }

  /// A token of a script: a word (a key name, `wait:…`) or the text of `text:'…'`.
  private enum Token {
    case word(String)
    case text(String)
  }

  /// Splits a script at whitespace, reading `text:'…'` (which may hold spaces) as one token.
  /// Stops at the token past `maxSteps` (each token is a step or more, `text:''` too), so a
  /// script of megabytes is refused without being read to its end.
  private static func tokens(_ script: String) throws -> [Token] {
    var tokens: [Token] = []
    var rest = Substring(script)
    while let start = rest.firstIndex(where: { !$0.isWhitespace }) {
      rest = rest[start...]
      guard tokens.count < maxSteps else {
        let end = rest.firstIndex(where: { $0.isWhitespace }) ?? rest.endIndex
        throw KeyScriptError(
          token: String(rest[..<end].prefix(20)),
          reason: "one token too many (a script has \(Self.limits))")
      }
      // Only the token's own start is lowercased: the whole rest, each token, was quadratic.
      if rest.prefix(6).lowercased() == "text:'" {
        var typed = ""
        var index = rest.index(rest.startIndex, offsetBy: 6)
        var closed = false
        while index < rest.endIndex {
          let character = rest[index]
          index = rest.index(after: index)
          if character == "\\", index < rest.endIndex,
            rest[index] == "'" || rest[index] == "\\"
          {
            typed.append(rest[index])
            index = rest.index(after: index)
          } else if character == "'" {
            closed = true
            break
          } else {
            typed.append(character)
          }
        }
        guard closed else {
          throw KeyScriptError(
            token: String(rest),
            reason: "unterminated text (close it with ', write \\' for a quote)")
        }
        tokens.append(.text(typed))
        rest = rest[index...]
      } else {
        let end = rest.firstIndex(where: { $0.isWhitespace }) ?? rest.endIndex
        tokens.append(.word(String(rest[..<end])))
        rest = rest[end...]
      }
    }
    return tokens
  }
}

/// A key script token that couldn't be read.
package struct KeyScriptError: Error, CustomStringConvertible, Equatable {
  package var token: String
  package var reason: String
  package var description: String { "key script: '\(token)': \(reason)" }
}

/// Parses durations such as `90s`, `500ms`, `2m`, `1h`, `1m30s`.
package enum DurationParser {
  /// The duration in seconds, or `nil` when the text isn't one (or is too long to be finite).
  package static func parse(_ text: String) -> TimeInterval? {
    let units: [(String, TimeInterval)] = [("ms", 0.001), ("h", 3600), ("m", 60), ("s", 1)]
    var rest = Substring(text.lowercased())
    var total: TimeInterval = 0
    guard !rest.isEmpty else { return nil }
    while !rest.isEmpty {
      let number = rest.prefix { $0.isNumber || $0 == "." }
      guard !number.isEmpty, let value = Double(number) else { return nil }
      rest = rest.dropFirst(number.count)
      guard let (unit, scale) = units.first(where: { rest.hasPrefix($0.0) }) else { return nil }
      rest = rest.dropFirst(unit.count)
      total += value * scale
    }
    // Hundreds of digits parse as infinity, which no clock can reach.
    return total.isFinite ? total : nil
  }
}
