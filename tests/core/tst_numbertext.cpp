// NumberText: the one module for number formats. Text people read follows the UI locale (English
// "1,234.5", German "1.234,5"); files that programs read use fileLocale() ("1234.5").
#include "ringcore/core/numbertext.h"

#include <QTest>

using namespace ringcore;

class TestNumberText : public QObject
{
    Q_OBJECT
private slots:
    void uiAndFileLocales_data()
    {
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("german");
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("which");
        QTest::newRow("integer") << QStringLiteral("1,234,567") << QStringLiteral("1.234.567") << QStringLiteral("1234567") << 0;
        QTest::newRow("fixed") << QStringLiteral("1,234.5") << QStringLiteral("1.234,5") << QStringLiteral("1234.5") << 1;
        QTest::newRow("percent") << QStringLiteral("1,234.5%") << QStringLiteral("1.234,5\u00A0%") << QStringLiteral("1234.5%") << 2;
        QTest::newRow("times") << QStringLiteral("1,234.50×") << QStringLiteral("1.234,50×") << QStringLiteral("1234.50×") << 3;
        QTest::newRow("bytes") << QStringLiteral("1.5 MB") << QStringLiteral("1,5 MB") << QStringLiteral("1.5 MB") << 4;
    }
    void uiAndFileLocales()
    {
        QFETCH(QString, english);
        QFETCH(QString, german);
        QFETCH(QString, file);
        QFETCH(int, which);
        auto format = [which](const QLocale &l) {
            switch (which) {
            case 0: return NumberText::integer(1234567, l);
            case 1: return NumberText::fixed(1234.5, 1, l);
            case 2: return NumberText::percentSign(12.345, 1, l);
            case 3: return NumberText::times(1234.5, 2, l);
            default: return NumberText::bytes(1.5e6, l);
            }
        };
        QCOMPARE(format(QLocale(QLocale::English, QLocale::UnitedStates)), english);
        QCOMPARE(format(QLocale(QLocale::German, QLocale::Germany)), german);
        QCOMPARE(format(NumberText::fileLocale()), file);
    }

    void defaultIsTheUiLocale()
    {
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(NumberText::fixed(1234.5, 1), QStringLiteral("1.234,5"));
        QCOMPARE(NumberText::integer(65537), QStringLiteral("65.537"));
        // Files never follow the UI: a CSV written in a German session still reads 1234.5.
        QCOMPARE(NumberText::fixed(1234.5, 1, NumberText::fileLocale()), QStringLiteral("1234.5"));
        QLocale::setDefault(before);
    }

    void bytes_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("text");
        QTest::newRow("bytes") << 512.0 << QStringLiteral("512 bytes");
        QTest::newRow("kB") << 1500.0 << QStringLiteral("1.5 kB"); // QLocale's spelling, also before in simulate's messages
        QTest::newRow("999 bytes") << 999.0 << QStringLiteral("999 bytes");
        QTest::newRow("1,000 bytes are 1 kB") << 1000.0 << QStringLiteral("1.0 kB");
        // SI, as the label says: nginx's 16,000 points of 16 bytes are 256,000 bytes, "256.0 kB"
        // (binary multiples under the same label read "250.0 kB").
        QTest::newRow("256,000 bytes") << 256000.0 << QStringLiteral("256.0 kB");
        QTest::newRow("7.68 MB") << 160000.0 * 48 << QStringLiteral("7.7 MB");
        QTest::newRow("1,024 bytes") << 1024.0 << QStringLiteral("1.0 kB");
        QTest::newRow("GB") << 2.0e9 << QStringLiteral("2.0 GB");
        QTest::newRow("2 GiB") << 2.0 * 1024 * 1024 * 1024 << QStringLiteral("2.1 GB");
        QTest::newRow("negative reads 0") << -5.0 << QStringLiteral("0 bytes");
        QTest::newRow("NaN reads 0") << qQNaN() << QStringLiteral("0 bytes");
        QTest::newRow("huge is capped, not overflowed") << 1e300 << NumberText::bytes(9.0e18, QLocale::c());
    }
    void bytes()
    {
        QFETCH(double, value);
        QFETCH(QString, text);
        QCOMPARE(NumberText::bytes(value, QLocale::c()), text);
    }
};

QTEST_GUILESS_MAIN(TestNumberText)
#include "tst_numbertext.moc"
