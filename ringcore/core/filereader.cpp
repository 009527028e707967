#include "ringcore/core/filereader.h"
#include "ringcore/core/numbertext.h"

#include "ringcore/core/filewriter.h"
#include "ringcore/core/memorybudget.h"

#include <QCoreApplication>
#include <QFile>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace ringcore {

namespace {

/// The context lupdate files this file's free functions under (translations/*.ts).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ringcore)
};

QString kindOf(mode_t mode)
{
    if (S_ISDIR(mode))
        return Tr::tr("a folder");
    if (S_ISFIFO(mode))
        return Tr::tr("a FIFO");
    if (S_ISCHR(mode))
        return Tr::tr("a character device");
    if (S_ISBLK(mode))
        return Tr::tr("a block device");
    if (S_ISSOCK(mode))
        return Tr::tr("a socket");
    return Tr::tr("not a file");
}

} // namespace

bool FileReader::isRegularFile(const QString &path, QString *error)
{
    struct stat st;
    if (::stat(QFile::encodeName(path).constData(), &st) != 0) {
        if (error)
            *error = tr("%1: cannot read (%2)").arg(path, osErrorString(errno));
        return false;
    }
    if (!S_ISREG(st.st_mode)) {
        if (error)
            *error = tr("%1: not a regular file (%2); give a saved file").arg(path, kindOf(st.st_mode));
        return false;
    }
    return true;
}

bool FileReader::readAll(const QString &path, QByteArray *bytes, QString *error, qint64 maxBytes)
{
    bytes->clear();
    auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    // O_NONBLOCK: opening a FIFO must never wait for a writer; fstat on the open descriptor then
    // tells what it is (no race between a check by name and the open).
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return fail(tr("%1: cannot read (%2)").arg(path, osErrorString(errno)));
    struct Closer
    {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{fd};
    struct stat st;
    if (::fstat(fd, &st) != 0)
        return fail(tr("%1: cannot read (%2)").arg(path, osErrorString(errno)));
    if (!S_ISREG(st.st_mode))
        return fail(tr("%1: not a regular file (%2); give a saved file").arg(path, kindOf(st.st_mode)));
    if (st.st_size > maxBytes)
        return fail(tr("%1 is %2, larger than the %3 allowed for this kind of file")
                        .arg(path, NumberText::bytes(double(st.st_size)), NumberText::bytes(double(maxBytes))));
    QString memory;
    if (!MemoryBudget::check(double(st.st_size), tr("reading %1").arg(path), &memory))
        return fail(memory);
    bytes->resize(qsizetype(st.st_size));
    qsizetype done = 0;
    while (done < bytes->size()) {
        const ssize_t n = ::read(fd, bytes->data() + done, size_t(bytes->size() - done));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            bytes->clear();
            return fail(tr("%1: cannot read (%2)").arg(path, osErrorString(errno)));
        }
        if (n == 0) // the file shrank while we read it
            break;
        done += n;
    }
    bytes->resize(done);
    // A file that grew while we read it: one more byte than allowed means it is too large.
    char extra;
    const ssize_t more = ::read(fd, &extra, 1);
    if (more > 0 && done + 1 > maxBytes) {
        bytes->clear();
        return fail(tr("%1 grew beyond the %2 allowed while it was read").arg(path, NumberText::bytes(double(maxBytes))));
    }
    if (more > 0) {
        // Rare: appended to while reading; take the rest with the same bound.
        bytes->append(extra);
        char buffer[65536];
        for (;;) {
            const ssize_t n = ::read(fd, buffer, sizeof buffer);
            if (n <= 0)
                break;
            if (bytes->size() + n > maxBytes) {
                bytes->clear();
                return fail(
                    tr("%1 grew beyond the %2 allowed while it was read").arg(path, NumberText::bytes(double(maxBytes))));
            }
            bytes->append(buffer, n);
        }
    }
    return true;
}

} // namespace ringcore
