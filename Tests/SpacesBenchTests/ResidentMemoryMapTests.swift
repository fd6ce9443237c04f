import Testing

@testable import SpacesBench

@Suite("Resident memory by image, from smaps")
struct ResidentMemoryMapTests {
  /// Nine mappings as `/proc/self/smaps` lists them, with the fields between cut short.
  static let smaps = """
    555555554000-555556188000 r-xp 00000000 08:01 1234    /work/.build/release/spaces
    Size:              12496 kB
    Rss:                8588 kB
    Pss:                8588 kB
    555556188000-555556200000 r--p 00c34000 08:01 1234    /work/.build/release/spaces
    Rss:                 412 kB
    555556200000-555556400000 rw-p 00cac000 08:01 1234    /work/.build/release/spaces
    Rss:                1024 kB
    7ffff7a00000-7ffff7c00000 r-xp 00000000 08:01 99    /opt/swift/usr/lib/swift/linux/libswiftCore.so
    Rss:                5580 kB
    7ffff6000000-7ffff6600000 r--p 00000000 08:01 98    /opt/swift/usr/lib/swift/linux/lib_FoundationICU.so
    Rss:                6120 kB
    7ffff5000000-7ffff5400000 r-xp 00000000 08:01 97    /opt/swift/usr/lib/swift/linux/libFoundationEssentials.so
    Rss:                4224 kB
    7ffff4000000-7ffff4100000 r-xp 00000000 08:01 96    /usr/lib/x86_64-linux-gnu/libc.so.6
    Rss:                1568 kB
    555557000000-555557400000 rw-p 00000000 00:00 0    [heap]
    Rss:                3000 kB
    7ffff3000000-7ffff3100000 rw-p 00000000 00:00 0
    Rss:                 280 kB
    """

  @Test(
    "each mapping's Rss goes to the image it is in, the executable's to its part too; unnamed mappings are anonymous"
  )
  func groups() {
    let map = ResidentMemoryMap(smaps: Self.smaps, executable: "/work/.build/release/spaces")
    #expect(map.kibibytes[.binary] == 8588 + 412 + 1024)
    #expect(map.kibibytes[.binaryCode] == 8588)
    #expect(map.kibibytes[.binaryReadOnly] == 412)
    #expect(map.kibibytes[.binaryWritable] == 1024)
    #expect(map.kibibytes[.swiftRuntime] == 5580)
    #expect(map.kibibytes[.icu] == 6120)
    #expect(map.kibibytes[.foundation] == 4224)
    #expect(map.kibibytes[.systemLibraries] == 1568)
    #expect(map.kibibytes[.anonymous] == 3280)
  }

  @Test("another program's binary is not ours; empty text is an empty map")
  func otherBinary() {
    let map = ResidentMemoryMap(smaps: Self.smaps, executable: "/elsewhere/spaces")
    #expect(map.kibibytes[.binary] == nil)
    #expect(map.kibibytes[.binaryCode] == nil)
    #expect(map.kibibytes[.systemLibraries] == 8588 + 412 + 1024 + 1568)
    #expect(ResidentMemoryMap(smaps: "", executable: "/x").kibibytes.isEmpty)
  }
}
