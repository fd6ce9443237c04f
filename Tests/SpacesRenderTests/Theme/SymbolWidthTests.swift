#if canImport(Glibc)
  import Glibc
  import SpacesEngine
  import SpacesRender
  import Testing

  /// Every glyph in the SF Symbol table takes the columns the C library says it takes: a
  /// terminal moves its cursor by `wcwidth`, so a glyph the renderer counts differently shifts
  /// everything after it on its row.
  @Suite("SF Symbol widths agree with wcwidth")
  struct SymbolWidthTests {
    /// A C function looked up by name (the headers hide `wcwidth` from Swift without
    /// `_XOPEN_SOURCE`).
    static func function<F>(_ name: String, as type: F.Type) -> F {
      unsafeBitCast(dlsym(UnsafeMutableRawPointer(bitPattern: 0), name), to: type)
    }

    /// The C library's `wcwidth`.
    static let wcwidth = function(
      "wcwidth", as: (@convention(c) (wchar_t) -> Int32).self)
    /// `uselocale`: the locale of the calling thread alone (`setlocale` would race other tests).
    static let uselocale = function(
      "uselocale", as: (@convention(c) (OpaquePointer?) -> OpaquePointer?).self)
    /// The C.UTF-8 locale's character types (`newlocale(LC_CTYPE_MASK, "C.UTF-8", nil)`).
    nonisolated(unsafe) static let utf8Locale: OpaquePointer? = function(
      "newlocale",
      as: (@convention(c) (Int32, UnsafePointer<CChar>?, OpaquePointer?) -> OpaquePointer?).self)(
        1 << LC_CTYPE, "C.UTF-8", nil)

    /// `wcswidth` of a string in a UTF-8 locale: the sum of its scalars' `wcwidth` (-1: one
    /// isn't printable).
    static func wcswidth(_ text: String) -> Int {
      let previous = uselocale(utf8Locale)
      defer { _ = uselocale(previous) }
      var total = 0
      for scalar in text.unicodeScalars {
        let width = Int(wcwidth(wchar_t(bitPattern: scalar.value)))
        if width < 0 { return -1 }
        total += width
      }
      return total
    }

    @Test("the whole table: each glyph's width is the C library's wcwidth")
    func wholeTable() {
      #expect(Self.wcswidth("a") == 1 && Self.wcswidth("☕") == 2, "a UTF-8 locale")
      var mismatched: [String] = []
      for (name, entry) in SymbolGlyphs.entries.sorted(by: { $0.key < $1.key }) {
        let c = Self.wcswidth(entry.glyph)
        if c != entry.width || c != CellWidth.of(entry.glyph) {
          mismatched.append(
            "\(name) '\(entry.glyph)': table \(entry.width), renderer "
              + "\(CellWidth.of(entry.glyph)), wcwidth \(c)")
        }
      }
      #expect(mismatched == [])
      #expect(SymbolGlyphs.entries.count >= 1000)
    }

    @Test("the map is one column, as wcwidth counts it")
    func map() {
      #expect(CellWidth.of("🗺") == 1)
      #expect(Self.wcswidth("🗺") == 1)
    }
  }
#endif
