#include "gui/about/manualdialog.h"

#include "ringcore/core/buildinfo.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QLabel>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace ringlab::gui {

ManualDialog::ManualDialog(QWidget *parent)
    : QDialog(parent), m_browser(new QTextBrowser(this)), m_notice(new QLabel(this))
{
    setObjectName(QStringLiteral("manualDialog"));
    m_browser->setObjectName(QStringLiteral("manualBrowser"));
    m_browser->setOpenExternalLinks(true);
    m_browser->setMarkdown(markdown());
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    // r15 F11: in German or Chinese the manual opened all English with no word why.
    m_notice->setObjectName(QStringLiteral("manualLanguageNotice"));
    m_notice->setWordWrap(true);
    m_notice->setStyleSheet(QStringLiteral("QLabel { background: #fff3cd; color: #5c4400; padding: 4px; }"));
    layout->addWidget(m_notice);
    layout->addWidget(m_browser, 1);
    layout->addWidget(buttons);
    retranslate();
    resize(760, 640);
}

void ManualDialog::retranslate()
{
    setWindowTitle(tr("RingLab user manual"));
    static const char *const notice = QT_TR_NOOP("This manual is written in English only; the program itself "
                                                  "follows the language you chose.");
    const QString translated = tr(notice);
    m_notice->setText(translated);
    // Shown only where the interface is in another language: there the line is translated.
    m_notice->setVisible(translated != QLatin1String(notice));
}

QString ManualDialog::markdown()
{
    // share/ringlab/manual.md beside the programs (installed: /usr/share/ringlab/manual.md).
    const QStringList candidates = ringcore::buildinfo::dataDirCandidates();
    QFile file(ringcore::buildinfo::findData(QStringLiteral("manual.md")));
    if (file.fileName().isEmpty() || !file.open(QIODevice::ReadOnly)) {
        const QString missing = tr("The manual is missing: no manual.md in %1.").arg(candidates.join(QStringLiteral(", ")));
        qWarning("%s", qPrintable(missing)); // on stderr too: an installation check sees it
        return missing;
    }
    return QString::fromUtf8(file.readAll());
}

void ManualDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace ringlab::gui
