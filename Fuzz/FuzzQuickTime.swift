import Foundation

#if canImport(Glibc)
  import Glibc
#endif

// libFuzzer entry point for the QuickTime / MP4 reader (issue 10, defect 2): every input, parsed
// as a `moov` payload and read as a whole file, must return (a value or a QuickTimeError)
// without a crash or hang. Built by scripts/fuzz.sh over Sources/PhotoLibrary/Metadata/QuickTime.

let fuzzFile: String = {
  let path = NSTemporaryDirectory() + "psk-fuzz-quicktime-\(getpid()).mov"
  return path
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzQuickTimeTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  _ = QuickTimeReader.parseMovie(bytes)
  let fd = open(fuzzFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  guard fd >= 0 else { return 0 }
  _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
  close(fd)
  _ = QuickTimeReader.read(path: fuzzFile)
  return 0
}
