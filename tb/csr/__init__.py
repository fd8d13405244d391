# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
