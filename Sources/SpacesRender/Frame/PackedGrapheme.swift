import Foundation

/// A grapheme cluster stored without references: up to 15 UTF-8 bytes inline in two words,
/// longer ones (family emoji, long combining sequences) interned in a table shared by every
/// frame.
///
/// `Character` is a string, so a cell holding one needs reference counting on every copy and
/// free; a frame of 200×60 cells paid for that 12,000 times per frame.
struct PackedGrapheme: Equatable, Sendable {
  /// The first eight UTF-8 bytes (or the interned index).
  private var low: UInt64
  /// The next seven bytes; the top byte is the length (0: no grapheme; `interned`).
  private var high: UInt64

  /// The top byte of an interned grapheme.
  private static let interned: UInt64 = 0xFF

  init(_ character: Character?) {
    low = 0
    high = 0
    guard let character else { return }
    var string = String(character)
    let fits = string.withUTF8 { bytes -> Bool in
      guard bytes.count <= 15 else { return false }
      var words: (UInt64, UInt64) = (0, 0)
      withUnsafeMutableBytes(of: &words) { raw in
        raw.copyMemory(from: UnsafeRawBufferPointer(bytes))
      }
      low = words.0
      high = (words.1 & 0x00FF_FFFF_FFFF_FFFF) | (UInt64(bytes.count) << 56)
      return true
    }
    if !fits {
      low = UInt64(GraphemeTable.shared.index(of: character))
      high = Self.interned << 56
    }
  }

  /// The grapheme, or `nil`.
  var character: Character? {
    let length = Int(high >> 56)
    if length == 0 { return nil }
    if UInt64(length) == Self.interned { return GraphemeTable.shared.character(at: Int(low)) }
    let words = (low, high)
    return withUnsafeBytes(of: words) { raw in
      Character(String(decoding: UnsafeRawBufferPointer(rebasing: raw[0..<length]), as: UTF8.self))
    }
  }
}

/// The long graphemes frames have held, each stored once (they are few: a sample app's emoji).
final class GraphemeTable: @unchecked Sendable {
  static let shared = GraphemeTable()

  private let lock = NSLock()
  private var characters: [Character] = []
  private var indices: [Character: Int] = [:]

  /// The grapheme's index, interning it on first use.
  func index(of character: Character) -> Int {
    lock.lock()
    defer { lock.unlock() }
    if let index = indices[character] { return index }
    characters.append(character)
    indices[character] = characters.count - 1
    return characters.count - 1
  }

  /// The grapheme at an index `index(of:)` gave.
  func character(at index: Int) -> Character {
    lock.lock()
    defer { lock.unlock() }
    return characters[index]
  }
}
