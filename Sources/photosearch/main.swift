import PhotoLibrary

print("photosearch (exiv2 \(PhotoLibraryVersion.exiv2))")
