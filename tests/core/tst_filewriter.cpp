// The one way RingLab writes a file (ringcore::FileWriter) and reads one (FileReader), against a
// really full file system (tests/support/fulldisk.h: a 64 KiB tmpfs as root, the file-size limit
// otherwise): every writer fails naming the OS reason, the old file stays exactly as it was and no
// half-written or temporary file is left; readers refuse what is not a regular file.
#include "support/fulldisk.h"

#include "ringcore/core/filereader.h"
#include "ringcore/core/filewriter.h"
#include "ringcore/experiment/experimentio.h"
#include "ringcore/live/keyset.h"
#include "ringcore/live/liverunresult.h"
#include "ringcore/live/loadengine.h"
#include "ringcore/live/mappingwriter.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <sys/stat.h>

using namespace ringcore;
using ringlab::test::FullDisk;
using ringlab::test::filesIn;

namespace {

QByteArray contentOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

void put(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(bytes), bytes.size());
}

} // namespace

class TestFileWriter : public QObject
{
    Q_OBJECT
private slots:
    void replaceWritesAndReplaces()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("a.txt"));
        QString error;
        QVERIFY(FileWriter::writeFile(path, "first", &error));
        QCOMPARE(contentOf(path), QByteArray("first"));
        QVERIFY(FileWriter::writeFile(path, "second, longer", &error));
        QCOMPARE(contentOf(path), QByteArray("second, longer"));
        QCOMPARE(filesIn(dir.path()), QStringList{QStringLiteral("a.txt")});
    }

    void fullDiskKeepsTheOldFile()
    {
        FullDisk disk;
        QVERIFY(disk.isValid());
        const QString path = disk.filePath(QStringLiteral("results.json"));
        put(path, "old content\n");
        disk.setLimitInThisProcess(true);
        QString error;
        QVERIFY(!FileWriter::writeFile(path, QByteArray(200 * 1024, 'x'), &error));
        disk.setLimitInThisProcess(false);
        QVERIFY2(error.contains(disk.expectedError()), qPrintable(error));
        QVERIFY2(error.contains(path), qPrintable(error));
        QVERIFY2(!error.contains(QStringLiteral("Unknown error")), qPrintable(error));
        QCOMPARE(contentOf(path), QByteArray("old content\n"));
        QCOMPARE(filesIn(disk.path()), QStringList{QStringLiteral("results.json")}); // no temp file left
    }

    void fullDiskWithoutAnOldFileLeavesNothing()
    {
        FullDisk disk;
        const QString path = disk.filePath(QStringLiteral("new.json"));
        disk.setLimitInThisProcess(true);
        QString error;
        QVERIFY(!FileWriter::writeFile(path, QByteArray(200 * 1024, 'x'), &error));
        disk.setLimitInThisProcess(false);
        QVERIFY2(error.contains(disk.expectedError()), qPrintable(error));
        QVERIFY(filesIn(disk.path()).isEmpty());
    }

    void writeWithFailsWhenTheDeviceFails()
    {
        // What QImage::save / QPdfWriter do: many small writes through the device.
        FullDisk disk;
        const QString path = disk.filePath(QStringLiteral("figure.png"));
        put(path, "old figure");
        disk.setLimitInThisProcess(true);
        QString error;
        const bool ok = FileWriter::writeWith(path, [](QIODevice *d) {
            for (int i = 0; i < 400; ++i)
                d->write(QByteArray(1000, 'p'));
            return true; // like QImage::save, which does not always notice a failed write
        }, &error);
        disk.setLimitInThisProcess(false);
        QVERIFY(!ok);
        QVERIFY2(error.contains(disk.expectedError()), qPrintable(error));
        QCOMPARE(contentOf(path), QByteArray("old figure"));
        QCOMPARE(filesIn(disk.path()), QStringList{QStringLiteral("figure.png")});
    }

    void writeWithFailsWhenTheContentFails()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("x.pdf"));
        put(path, "old");
        QString error;
        QVERIFY(!FileWriter::writeWith(path, [](QIODevice *d) { d->write("partial"); return false; }, &error,
                                       QStringLiteral("the renderer failed")));
        QVERIFY2(error.contains(QStringLiteral("the renderer failed")), qPrintable(error));
        QCOMPARE(contentOf(path), QByteArray("old"));
        QCOMPARE(filesIn(dir.path()), QStringList{QStringLiteral("x.pdf")});
    }

    void streamKeepsWhatWasWritten()
    {
        FullDisk disk;
        const QString path = disk.filePath(QStringLiteral("stream.tsv"));
        disk.setLimitInThisProcess(true);
        FileWriter w(path, FileWriter::Stream);
        QVERIFY(w.open());
        const QByteArray block(16 * 1024, 'k');
        int blocks = 0;
        while (w.writeAll(block) && blocks < 100)
            ++blocks;
        QVERIFY(!w.commit());
        disk.setLimitInThisProcess(false);
        QVERIFY2(w.error().contains(disk.expectedError()), qPrintable(w.error()));
        QVERIFY(blocks >= 1);
        QVERIFY(QFileInfo(path).size() >= qint64(blocks) * block.size()); // what was written is kept
    }

    void refusesTargetsThatAreNotFiles()
    {
        QTemporaryDir dir;
        QString error;
        QVERIFY(!FileWriter::writeFile(dir.path(), "x", &error));
        QVERIFY2(error.contains(QStringLiteral("folder")), qPrintable(error));
        const QString fifo = dir.filePath(QStringLiteral("fifo"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QElapsedTimer t;
        t.start();
        QVERIFY(!FileWriter::writeFile(fifo, "x", &error));
        QVERIFY(t.elapsed() < 5000);
        QVERIFY2(error.contains(QStringLiteral("not a regular file")), qPrintable(error));
        // A device: never a temporary file beside it in /dev.
        QVERIFY(!FileWriter::writeFile(QStringLiteral("/dev/full"), "x", &error));
        QVERIFY2(error.contains(QStringLiteral("not a regular file")), qPrintable(error));
    }

    void neverWritesThroughALink_data()
    {
        QTest::addColumn<int>("mode");
        QTest::newRow("replace") << int(FileWriter::Replace);
        QTest::newRow("stream") << int(FileWriter::Stream);
    }

    void neverWritesThroughALink()
    {
        // issue 33 item 2: a link planted where an output goes (mapping.tsv in --out) pointed at a
        // file the user can write, and the file was overwritten. Refused; the file stays as it was.
        QFETCH(int, mode);
        QTemporaryDir dir, elsewhere;
        const QString victim = elsewhere.filePath(QStringLiteral("victim.txt"));
        put(victim, "keep me\n");
        const QString link = dir.filePath(QStringLiteral("mapping.tsv"));
        QVERIFY(QFile::link(victim, link));
        FileWriter w(link, FileWriter::Mode(mode));
        QVERIFY(!w.open());
        QVERIFY2(w.error().contains(QStringLiteral("symbolic link")), qPrintable(w.error()));
        QVERIFY(!w.writeAll("overwritten"));
        QVERIFY(!w.commit());
        QCOMPARE(contentOf(victim), QByteArray("keep me\n"));
        QVERIFY(QFileInfo(link).isSymLink());
        // A dangling link: the file it names is never created.
        const QString dangling = dir.filePath(QStringLiteral("results.json"));
        QVERIFY(QFile::link(elsewhere.filePath(QStringLiteral("created.txt")), dangling));
        FileWriter d(dangling, FileWriter::Mode(mode));
        QVERIFY(!d.open());
        QVERIFY(!QFileInfo::exists(elsewhere.filePath(QStringLiteral("created.txt"))));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot).size(),
                 2); // the two links, no temporary file
    }

    void replaceKeepsTheFilesPermissions()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("config.conf"));
        put(path, "old\n");
        QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup));
        QString error;
        QVERIFY2(FileWriter::writeFile(path, "new\n", &error), qPrintable(error));
        QCOMPARE(contentOf(path), QByteArray("new\n"));
        struct stat st;
        QCOMPARE(::stat(QFile::encodeName(path).constData(), &st), 0);
        QCOMPARE(st.st_mode & 0777, mode_t(0640));
        // A new file: 0666 minus the umask, as any program creates one.
        const mode_t mask = ::umask(022);
        ::umask(mask);
        const QString fresh = dir.filePath(QStringLiteral("fresh.txt"));
        QVERIFY2(FileWriter::writeFile(fresh, "x", &error), qPrintable(error));
        QCOMPARE(::stat(QFile::encodeName(fresh).constData(), &st), 0);
        QCOMPARE(st.st_mode & 0777, mode_t(0666 & ~mask));
    }

    void copyFileCopiesAndRefusesLinks()
    {
        QTemporaryDir dir;
        const QString from = dir.filePath(QStringLiteral("log.txt"));
        QByteArray big;
        for (int i = 0; big.size() < 3 * 1024 * 1024; ++i)
            big += QByteArray::number(i) + '\n';
        put(from, big);
        QString error;
        QVERIFY2(FileWriter::copyFile(from, dir.filePath(QStringLiteral("copy.txt")), &error), qPrintable(error));
        QCOMPARE(contentOf(dir.filePath(QStringLiteral("copy.txt"))), big);
        const QString link = dir.filePath(QStringLiteral("link.txt"));
        QVERIFY(QFile::link(dir.filePath(QStringLiteral("victim.txt")), link));
        put(dir.filePath(QStringLiteral("victim.txt")), "mine");
        QVERIFY(!FileWriter::copyFile(from, link, &error));
        QCOMPARE(contentOf(dir.filePath(QStringLiteral("victim.txt"))), QByteArray("mine"));
    }

    void streamOnDevFullNamesTheReason()
    {
        // The one place a device is a fine target for a stream: the error is the OS's own.
        FileWriter w(QStringLiteral("/dev/full"), FileWriter::Stream);
        QVERIFY(!w.open()); // refused before writing: not a regular file
        QVERIFY2(w.error().contains(QStringLiteral("not a regular file")), qPrintable(w.error()));
    }

    void mappingWriterOnAFullDisk()
    {
        FullDisk disk;
        const QString path = disk.filePath(QStringLiteral("mapping.tsv"));
        const KeySet keys = KeySet::generate(20000, 7);
        MappingWriter writer;
        disk.setLimitInThisProcess(true);
        QString error;
        QVERIFY2(writer.open(path, &error), qPrintable(error));
        for (qsizetype i = 0; i < keys.size(); ++i) {
            LoadResponse r;
            r.index = i;
            r.status = 200;
            r.backendPort = 9001;
            r.latencyUs = 100;
            writer.append(r, keys);
        }
        writer.close();
        disk.setLimitInThisProcess(false);
        QVERIFY(writer.failed());
        QVERIFY2(writer.errorString().contains(disk.expectedError()), qPrintable(writer.errorString()));
        QVERIFY2(!writer.errorString().contains(QStringLiteral("Unknown error")), qPrintable(writer.errorString()));
        // What reached the disk reads back: complete lines, in order, each a real answer.
        QList<MappingWriter::Entry> entries;
        qint64 cut = 0;
        QVERIFY2(MappingWriter::read(path, &entries, &error, &cut), qPrintable(error));
        QVERIFY(entries.size() > 100);
        QVERIFY(entries.size() < keys.size());
        for (qsizetype i = 0; i < entries.size(); ++i) {
            QCOMPARE(entries[i].index, qint64(i));
            QCOMPARE(entries[i].key, keys.at(i));
            QCOMPARE(entries[i].backend, 9001);
        }
        // The message says how many lines are complete on disk.
        QVERIFY2(writer.errorString().contains(QStringLiteral("after %1 lines").arg(entries.size())),
                 qPrintable(writer.errorString() + QStringLiteral(" / read ") + QString::number(entries.size())));
    }

    void resultsSaveOnAFullDisk()
    {
        FullDisk disk;
        put(disk.filePath(QStringLiteral("results.json")), "{\"old\": true}\n");
        disk.fill();
        LiveRunResult r;
        r.variant = QStringLiteral("nginx");
        r.reasons = QStringList(2000, QStringLiteral("a long reason so that the file does not fit"));
        disk.setLimitInThisProcess(true);
        QString error;
        QVERIFY(!r.save(disk.path(), &error));
        disk.setLimitInThisProcess(false);
        QVERIFY2(error.contains(disk.expectedError()), qPrintable(error));
        QCOMPARE(contentOf(disk.filePath(QStringLiteral("results.json"))), QByteArray("{\"old\": true}\n"));
    }

    void experimentSaveOnAFullDisk()
    {
        FullDisk disk;
        const QString path = disk.filePath(QStringLiteral("exp.json"));
        Experiment e;
        QString error;
        QVERIFY2(ExperimentIo::write(path, e, &error), qPrintable(error));
        const QByteArray before = contentOf(path);
        disk.fill();
        disk.setLimitInThisProcess(true);
        QVERIFY(!ExperimentIo::write(path, e, &error));
        disk.setLimitInThisProcess(false);
        QVERIFY2(error.contains(disk.expectedError()), qPrintable(error));
        QCOMPARE(contentOf(path), before);
        QStringList expected{QStringLiteral("exp.json")};
        if (disk.isTmpfs())
            expected.append(QStringLiteral("filler"));
        std::sort(expected.begin(), expected.end());
        QCOMPARE(filesIn(disk.path()), expected);
    }

    void readersRefuseWhatIsNotAFile_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("expected");
        QTest::newRow("/dev/zero") << QStringLiteral("/dev/zero") << QStringLiteral("character device");
        QTest::newRow("/dev/urandom") << QStringLiteral("/dev/urandom") << QStringLiteral("character device");
        QTest::newRow("folder") << QStringLiteral("/tmp") << QStringLiteral("folder");
        QTest::newRow("fifo") << QString() << QStringLiteral("FIFO");
    }
    void readersRefuseWhatIsNotAFile()
    {
        QFETCH(QString, path);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        if (path.isEmpty()) {
            path = dir.filePath(QStringLiteral("fifo"));
            QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        }
        QElapsedTimer t;
        t.start();
        QByteArray bytes;
        QString error;
        QVERIFY(!FileReader::readAll(path, &bytes, &error));
        QVERIFY2(error.contains(expected) && error.contains(path), qPrintable(error));
        Experiment e;
        QVERIFY(!ExperimentIo::read(path, &e, &error)); // ringlab FILE, figure --experiment FILE
        QVERIFY2(error.contains(QStringLiteral("not a regular file")), qPrintable(error));
        LiveRunResult result;
        QList<MappingWriter::Entry> entries;
        QVERIFY(!MappingWriter::read(path, &entries, &error));
        QVERIFY2(error.contains(QStringLiteral("not a regular file")), qPrintable(error));
        QVERIFY(t.elapsed() < 5000); // a FIFO never blocks, /dev/zero is not read
    }

    void readerSizeCap()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big"));
        put(path, QByteArray(2000, 'b'));
        QByteArray bytes;
        QString error;
        QVERIFY(!FileReader::readAll(path, &bytes, &error, 1000));
        QVERIFY2(error.contains(QStringLiteral("larger than")), qPrintable(error));
        QVERIFY(FileReader::readAll(path, &bytes, &error, 2000));
        QCOMPARE(bytes.size(), 2000);
    }
};

QTEST_GUILESS_MAIN(TestFileWriter)
#include "tst_filewriter.moc"
