import Foundation
import Testing

@testable import SpacesRender

/// Readable text in every golden frame's `--ansi` form (each space in each built-in theme):
/// every text cell drawn on an explicit background reads at 4.5:1 or more (WCAG AA), the rule
/// `../shared/tools/contrast-check` applies to live snapshots. Box drawing and block cells are
/// shapes, colour emoji bring their own colours, and text on the terminal's own background is
/// the terminal's choice: none of those is scored.
@Suite("Contrast: every text cell of every ANSI golden reads at 4.5:1")
struct GoldenContrastTests {
  /// The ANSI goldens beside this suite's goldens.
  static let goldens: [URL] = {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Golden")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasPrefix("ansi-") }.sorted().map {
      directory.appendingPathComponent($0)
    }
  }()

  @Test("every ANSI golden's text cells read at 4.5:1 or more")
  func goldens() throws {
    #expect(Self.goldens.count >= 40, "the ANSI goldens were found")
    var failures: [String] = []
    var scored = 0
    for url in Self.goldens {
      let text = try String(contentsOf: url, encoding: .utf8)
      for (row, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      {
        for cell in ANSICells.parse(line) where cell.isScoredText {
          scored += 1
          guard let ratio = cell.contrast, ratio >= 4.5 else {
            failures.append(
              "\(url.lastPathComponent) row \(row) '\(cell.character)' "
                + "fg \(cell.foreground.map { "\($0)" } ?? "default") "
                + "bg \(cell.background.map { "\($0)" } ?? "default") "
                + String(format: "%.2f", cell.contrast ?? 0))
            continue
          }
        }
      }
    }
    #expect(scored > 1_000, "text cells were scored")
    #expect(
      failures.isEmpty,
      "\(failures.count) cells below 4.5:1:\n\(failures.prefix(20).joined(separator: "\n"))")
  }

  @Test("the parser reads SGR colours, reverse video, and skips shapes and the default background")
  func parser() {
    let cells = ANSICells.parse(
      "\u{1B}[0;38;2;255;255;255;48;2;0;0;0mA\u{1B}[0;7;38;2;0;0;0;48;2;255;255;255mB"
        + "\u{1B}[0;38;2;90;90;94;48;2;0;0;0m─C\u{1B}[0mD")
    #expect(cells.map(\.character) == ["A", "B", "─", "C", "D"])
    #expect(cells[0].contrast.map { $0 > 20 } == true)
    #expect(cells[1].foreground == .white, "reversed")
    #expect(!cells[2].isScoredText, "box drawing")
    #expect(cells[3].isScoredText && cells[3].contrast.map { $0 < 4.5 } == true)
    #expect(!cells[4].isScoredText, "on the terminal's background")
  }
}

/// The cells of one line of `--ansi` output: each character with the colours it is drawn in.
enum ANSICells {
  struct Cell {
    var character: Character
    var foreground: RGB?
    var background: RGB?
    /// Text on an explicit background: not a space, a box-drawing or block shape, or a colour
    /// emoji.
    var isScoredText: Bool {
      guard background != nil, !character.isWhitespace,
        let scalar = character.unicodeScalars.first
      else { return false }
      if (0x2500..<0x25A0).contains(scalar.value) { return false }
      if scalar.properties.isEmojiPresentation
        || character.unicodeScalars.count > 1
          && character.unicodeScalars.contains(where: { $0.value == 0xFE0F })
      {
        return false
      }
      return true
    }
    /// Its contrast; `nil` when its foreground is the terminal's default (unreadable by rule).
    var contrast: Double? {
      guard let foreground, let background else { return nil }
      return foreground.contrast(with: background)
    }
  }

  static func parse(_ line: Substring) -> [Cell] { parse(String(line)) }

  static func parse(_ line: String) -> [Cell] {
    var cells: [Cell] = []
    var foreground: RGB?
    var background: RGB?
    var reverse = false
    var characters = line[...]
    while let character = characters.first {
      characters = characters.dropFirst()
      guard character == "\u{1B}" else {
        cells.append(
          Cell(
            character: character, foreground: reverse ? background : foreground,
            background: reverse ? foreground : background))
        continue
      }
      // "ESC [ params m"
      guard characters.first == "[", let end = characters.firstIndex(of: "m") else { break }
      let parameters = characters[characters.index(after: characters.startIndex)..<end]
        .split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
      characters = characters[characters.index(after: end)...]
      var index = 0
      while index < parameters.count {
        switch parameters[index] {
        case 0: (foreground, background, reverse) = (nil, nil, false)
        case 7: reverse = true
        case 38,
          48 where index + 4 < parameters.count && parameters[index + 1] == 2:
          let color = RGB(
            TerminalColor.rgb(
              UInt8(clamping: parameters[index + 2]), UInt8(clamping: parameters[index + 3]),
              UInt8(clamping: parameters[index + 4])))
          if parameters[index] == 38 { foreground = color } else { background = color }
          index += 4
        default: break
        }
        index += 1
      }
    }
    return cells
  }
}
