#include "gui/about/manualdialog.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace ringlab::gui {

ManualDialog::ManualDialog(QWidget *parent)
    : QDialog(parent), m_browser(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("manualDialog"));
    m_browser->setObjectName(QStringLiteral("manualBrowser"));
    m_browser->setOpenExternalLinks(true);
    m_browser->setMarkdown(markdown());
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser, 1);
    layout->addWidget(buttons);
    setWindowTitle(tr("RingLab user manual"));
    resize(760, 640);
}

QString ManualDialog::markdown()
{
    QFile file(QStringLiteral(":/docs/manual.md"));
    if (!file.open(QIODevice::ReadOnly))
        return tr("The manual is missing from this build (resource :/docs/manual.md).");
    return QString::fromUtf8(file.readAll());
}

void ManualDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        setWindowTitle(tr("RingLab user manual"));
    QDialog::changeEvent(event);
}

} // namespace ringlab::gui
